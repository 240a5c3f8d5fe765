import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { guardarCopia, leerCopia } from './copiaGuardada.js';
import { cargarCatalogo } from './cargarCatalogo.js';
import { productosPorTroquel } from './productosPorTroquel.js';
import { iniciarServidor, json, producto, registrosEnviados, rutaProductos, type ServidorPrueba } from '../../test/support/servidorPrueba.js';

const CATALOGO = [producto(1001, 'Ibuprofeno 400 mg'), producto(1002, 'Amoxicilina 500 mg')];
let servidor: ServidorPrueba;
let lista: unknown = CATALOGO;
let ultimaModificacion = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  servidor = await iniciarServidor();
  servidor.rutas.push(rutaProductos(() => ({ productos: lista, ultimaModificacion })));
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  servidor.llamadas.length = 0;
  lista = CATALOGO;
  ultimaModificacion = new Date('2026-11-20T10:00:00Z');
});

const pedidosDeLista = () => servidor.llamadas.filter((l) => l.path === '/api/producto');

test('the first load downloads the list and keeps it compressed with its Last-Modified', async () => {
  const cargado = await cargarCatalogo();
  expect(cargado.origen).toBe('red');
  expect(cargado.productos.map((p) => p.nombre)).toEqual(['Ibuprofeno 400 mg', 'Amoxicilina 500 mg']);
  expect(pedidosDeLista()[0].headers['if-modified-since']).toBeUndefined();
  const copia = await leerCopia();
  expect(copia?.ultimaModificacion).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
  // gzip's magic number: the copy is stored compressed.
  expect([...new Uint8Array(copia!.comprimido).slice(0, 2)]).toEqual([0x1f, 0x8b]);
});

test('the next load asks with If-Modified-Since and a 304 reuses the stored copy', async () => {
  await cargarCatalogo();
  const segunda = await cargarCatalogo();
  expect(segunda.origen).toBe('copia');
  expect(segunda.productos).toEqual(CATALOGO);
  expect(pedidosDeLista()[1].headers['if-modified-since']).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
});

test('a list changed since the stored stamp replaces the copy', async () => {
  await cargarCatalogo();
  lista = [producto(1003, 'Tafirol Plus')];
  ultimaModificacion = new Date('2026-11-21T08:00:00Z');
  const nueva = await cargarCatalogo();
  expect(nueva.origen).toBe('red');
  expect(nueva.productos.map((p) => p.troquel)).toEqual([1003]);
  expect((await leerCopia())?.ultimaModificacion).toBe('Sat, 21 Nov 2026 08:00:00 GMT');
});

test('a copy that does not decompress is logged with its code and the list fetched again without the stamp', async () => {
  await guardarCopia({ ultimaModificacion: 'Fri, 20 Nov 2026 10:00:00 GMT', comprimido: new Uint8Array([1, 2, 3, 4]).buffer });
  const cargado = await cargarCatalogo();
  expect(cargado.origen).toBe('red');
  expect(cargado.productos).toEqual(CATALOGO);
  const [conSello, sinSello] = pedidosDeLista();
  expect(conSello.headers['if-modified-since']).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
  expect(sinSello.headers['if-modified-since']).toBeUndefined();
  await new Promise((listo) => setTimeout(listo, 50));
  expect(registrosEnviados(servidor).some((m) => m.startsWith('No se pudo descomprimir el cache de productos (PRODUCTOS_CACHE_DECOMPRESS_ERROR)'))).toBe(true);
});

test('a list that breaks the contract fails with the SPEC message', async () => {
  lista = [{ troquel: 'uno', nombre: 5 }];
  await expect(cargarCatalogo()).rejects.toThrow('Error obteniendo los resultados');
});

test('without a usable IndexedDB the fresh list is still used and the failure logged', async () => {
  const registros: string[] = [];
  Object.assign(globalThis, { indexedDB: undefined });
  const cargado = await cargarCatalogo({ registrar: (mensaje) => registros.push(mensaje) });
  expect(cargado.productos).toEqual(CATALOGO);
  expect(registros).toEqual(['No se pudo guardar en cache los productos']);
});

test('a lookup by troquel takes the cached list first and asks SinFiltro only for the rest', async () => {
  servidor.rutas.push((req, _cuerpo, res) => {
    if (req.url !== '/api/producto/SinFiltro') return false;
    json(res, 200, [producto(9999, 'Discontinuado X', { noSeFabricaMas: true })]);
    return true;
  });
  const catalogo = new Map(CATALOGO.map((p) => [p.troquel, p]));
  const encontrados = await productosPorTroquel([1001, 9999], catalogo);
  expect([...encontrados.values()].map((p) => p.nombre)).toEqual(['Ibuprofeno 400 mg', 'Discontinuado X']);
  expect(servidor.llamadas.filter((l) => l.path === '/api/producto/SinFiltro').map((l) => l.cuerpo)).toEqual([[9999]]);
});

test('the copy is stored by columns, far shorter than the list as sent, and read back equal', async () => {
  lista = Array.from({ length: 200 }, (_, i) => producto(2000 + i, `Producto ${i}`, { codigoBarras1: i % 2 ? `7791${i}` : null, refrigerado: i % 3 === 0, drogaId: i % 5 || null }));
  await cargarCatalogo();
  const copia = await leerCopia();
  const texto = await new Response(new Blob([copia!.comprimido]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
  expect(texto.length).toBeLessThan(JSON.stringify(lista).length / 2);
  const segunda = await cargarCatalogo();
  expect(segunda.origen).toBe('copia');
  expect(segunda.productos).toStrictEqual(lista);
});

test('a copy stored as a plain list (before the columns) is still read', async () => {
  await cargarCatalogo();
  const { comprimir } = await import('./compresion.js');
  await guardarCopia({ ultimaModificacion: 'Fri, 20 Nov 2026 10:00:00 GMT', comprimido: await comprimir(JSON.stringify(CATALOGO)) });
  const cargado = await cargarCatalogo();
  expect(cargado.origen).toBe('copia');
  expect(cargado.productos).toEqual(CATALOGO);
});

test('a copy stored before the products had their presentation is read again in full, with no error reported', async () => {
  await cargarCatalogo();
  const { comprimir } = await import('./compresion.js');
  const { aColumnas } = await import('./formatoCopia.js');
  const sinPresentacion = JSON.parse(aColumnas(CATALOGO)) as { campos: string[]; columnas: unknown[][] };
  const i = sinPresentacion.campos.indexOf('presentacion');
  sinPresentacion.campos.splice(i, 1);
  sinPresentacion.columnas.splice(i, 1);
  await guardarCopia({ ultimaModificacion: 'Fri, 20 Nov 2026 10:00:00 GMT', comprimido: await comprimir(JSON.stringify(sinPresentacion)) });
  servidor.llamadas.length = 0;
  const cargado = await cargarCatalogo();
  expect(cargado.origen).toBe('red');
  expect(cargado.productos).toEqual(CATALOGO);
  await new Promise((listo) => setTimeout(listo, 50));
  expect(registrosEnviados(servidor)).toEqual([]);
});
