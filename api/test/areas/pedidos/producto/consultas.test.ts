import { crearEntorno, type Entorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi } from '../../../support/http.js';
import { CATEGORIA, DROGA, LAB, NOTA_IBUPROFENO, PRODUCTOS, sembrarCatalogoPrueba, T } from './fixture.js';

let entorno: Entorno;
let token: (userName: string) => Promise<string>;
let llamar: ReturnType<typeof clienteApi>;

beforeAll(async () => {
  entorno = await crearEntorno();
  await sembrarCatalogoPrueba(entorno.baseDatos.db);
  token = tokenCache(entorno.url);
  llamar = clienteApi(entorno.url);
});
afterAll(() => entorno.cerrar());

const como = async (userName: string, method: string, path: string, body?: unknown) =>
  llamar(method, path, { token: await token(userName), body });

/** The fixture's product as the API shows it (the lot flag has its own call). */
const comoProducto = (troquel: number) => {
  const { tieneLote: _lote, ...p } = PRODUCTOS.find((x) => x.troquel === troquel)!;
  return p;
};

/** Every catalogue route with a valid call (rows keep three entries: jest reads a missing one as a `done` callback). */
const RUTAS: [method: string, path: string, body: unknown][] = [
  ['GET', '/api/producto', undefined],
  ['GET', '/api/categoria', undefined],
  ['GET', '/api/droga', undefined],
  ['GET', '/api/laboratorio', undefined],
  ['GET', '/api/producto/troqueles-que-aceptan-convenio', undefined],
  ['POST', '/api/producto/SinFiltro', [T.ibuprofeno]],
  ['POST', '/api/producto/detalle', { troquel: T.ibuprofeno }],
  ['POST', '/api/producto/tieneLote', [T.ibuprofeno]],
  ['POST', '/api/producto/precio', { items: [T.ibuprofeno] }],
  ['POST', '/api/Producto/mejor-oferta', [{ troquel: T.ibuprofeno, cantidad: 1 }]],
  ['POST', '/api/Producto/mejor-oferta-combinado', [{ troquel: T.ibuprofeno, cantidad: 1 }]],
  ['GET', '/api/oferta/disponible-con-troqueles', undefined],
  ['GET', '/api/combo/disponible-con-troqueles', undefined],
];

describe('who may read the catalogue', () => {
  test.each(RUTAS)('%s %s: anonymous 401, without Pedidos or ConsultorStock 403, with either 200', async (method, path, body) => {
    const anonimo = await llamar(method, path, { body });
    expect(anonimo.status).toBe(401);
    expect(anonimo.body).toMatchObject({ title: 'No autenticado', mensaje: 'Debe iniciar sesión para continuar.' });
    const sinRol = await como('cuenta.demo', method, path, body);
    expect(sinRol.status).toBe(403);
    expect(sinRol.body).toMatchObject({ title: 'Acceso denegado', mensaje: 'No tiene permisos para realizar esta operación.' });
    expect((await como('pedidos.demo', method, path, body)).status).toBe(200);
    expect((await como('otra.demo', method, path, body)).status).toBe(200);
  });
});

test('the OpenAPI document describes every catalogue route with its rule', async () => {
  const documento = (await (await fetch(`${entorno.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  for (const [method, path] of RUTAS) {
    const operacion = documento.paths[path]?.[method.toLowerCase()];
    expect(operacion?.['x-permiso']).toEqual({ rol: ['Pedidos', 'ConsultorStock'], alcance: 'propio', seccion: 1 });
  }
});

describe('reference lists', () => {
  test('categories come as a nested-set tree, parents before children', async () => {
    const r = await como('pedidos.demo', 'GET', '/api/categoria');
    expect(r.status).toBe(200);
    const raiz = r.body.findIndex((c: { id: number }) => c.id === CATEGORIA.raiz);
    const hoja = r.body.findIndex((c: { id: number }) => c.id === CATEGORIA.hoja);
    expect(r.body[raiz]).toEqual({ id: CATEGORIA.raiz, nombre: 'Categoría de prueba', izquierda: 90_001, derecha: 90_004 });
    expect(r.body[hoja]).toEqual({ id: CATEGORIA.hoja, nombre: 'Subcategoría de prueba', izquierda: 90_002, derecha: 90_003 });
    expect(raiz).toBeLessThan(hoja);
  });

  test('drugs and laboratories come as { id, nombre }, by name', async () => {
    const drogas = await como('pedidos.demo', 'GET', '/api/droga');
    expect(drogas.body).toContainEqual({ id: DROGA, nombre: 'Pruebaína' });
    const labs = await como('pedidos.demo', 'GET', '/api/laboratorio');
    expect(labs.body).toContainEqual({ id: LAB, nombre: 'Laboratorio de Prueba' });
    for (const lista of [drogas.body, labs.body] as { id: number; nombre: string }[][]) {
      expect(lista.every((x) => Object.keys(x).sort().join() === 'id,nombre')).toBe(true);
      const nombres = lista.map((x) => x.nombre);
      expect(nombres).toEqual([...nombres].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  test('troqueles that accept the agreement: PAMI diapers and transfer products on sale', async () => {
    const r = await como('pedidos.demo', 'GET', '/api/producto/troqueles-que-aceptan-convenio');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(expect.arrayContaining([T.panal, T.gasa]));
    expect(r.body).not.toContain(T.ibuprofeno);
    expect(r.body).not.toContain(T.discontinuado);
  });
});

describe('lookups by troquel', () => {
  test('SinFiltro answers the products asked for in that order, discontinued ones too, unknown ones left out', async () => {
    const r = await como('pedidos.demo', 'POST', '/api/producto/SinFiltro', [T.discontinuado, 12, T.ibuprofeno, T.discontinuado]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([comoProducto(T.discontinuado), comoProducto(T.ibuprofeno)]);
    expect(r.body[0].fechaBaja).toBe('2026-01-15');
  });

  test('detalle of one troquel answers the product and its note; without a note, null; unknown, 404', async () => {
    const r = await como('pedidos.demo', 'POST', '/api/producto/detalle', { troquel: T.ibuprofeno });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ producto: comoProducto(T.ibuprofeno), nota: NOTA_IBUPROFENO });
    const sinNota = await como('pedidos.demo', 'POST', '/api/producto/detalle', { troquel: T.gasa });
    expect(sinNota.body).toEqual({ producto: comoProducto(T.gasa), nota: null });
    const desconocido = await como('pedidos.demo', 'POST', '/api/producto/detalle', { troquel: 98_765_432 });
    expect(desconocido.status).toBe(404);
    expect(desconocido.body.mensaje).toBe('No se encontró el producto.');
  });

  test('detalle of a list answers the known ones in order', async () => {
    const r = await como('pedidos.demo', 'POST', '/api/producto/detalle', [T.gasa, 98_765_432, T.ibuprofeno]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { producto: comoProducto(T.gasa), nota: null },
      { producto: comoProducto(T.ibuprofeno), nota: NOTA_IBUPROFENO },
    ]);
  });

  test('tieneLote says which products need a lot check', async () => {
    const r = await como('pedidos.demo', 'POST', '/api/producto/tieneLote', [T.ibuprofeno, T.gasa, T.enFalta, 98_765_432]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { troquel: T.ibuprofeno, tieneLote: true },
      { troquel: T.gasa, tieneLote: false },
      { troquel: T.enFalta, tieneLote: true },
    ]);
  });
});

describe('bad input is a 400 with a Spanish message, never a 500', () => {
  const muchos = Array.from({ length: 501 }, (_, i) => 1_000_000 + i);
  test.each<[string, unknown, RegExp]>([
    ['/api/producto/SinFiltro', [], /al menos un troquel/],
    ['/api/producto/SinFiltro', muchos, /como máximo 500 troqueles/],
    ['/api/producto/SinFiltro', ['1234567'], /número/],
    ['/api/producto/tieneLote', [1.5], /entero/],
    ['/api/producto/tieneLote', [-3], /positivo/],
    ['/api/producto/detalle', { troquel: 'abc' }, /Envíe \{ troquel \} o una lista de troqueles/],
    ['/api/producto/detalle', { troqueles: [1] }, /troquel/],
    ['/api/producto/detalle', 'hola', /troquel/],
    ['/api/producto/precio', { items: muchos }, /como máximo 500 troqueles/],
    ['/api/producto/precio', { busqueda: 'ibu' }, /Valor requerido/],
    ['/api/producto/precio', { items: [T.ibuprofeno], busqueda: 'x'.repeat(201) }, /200 caracteres/],
    ['/api/Producto/mejor-oferta', [{ troquel: T.ibuprofeno, cantidad: 0 }], /mayor que cero/],
    ['/api/Producto/mejor-oferta', [{ troquel: T.ibuprofeno }], /Valor requerido/],
    ['/api/Producto/mejor-oferta-combinado', { troquel: T.ibuprofeno, cantidad: 1 }, /lista de líneas/],
  ])('POST %s with %j', async (path, body, mensaje) => {
    const r = await como('pedidos.demo', 'POST', path, body);
    expect(r.status).toBe(400);
    expect(r.body.title).toBe('Solicitud incorrecta');
    expect(JSON.stringify(r.body)).toMatch(mensaje);
  });

  test('a body that is not JSON is a 400', async () => {
    const r = await llamar('POST', '/api/producto/precio', { token: await token('pedidos.demo'), cuerpoCrudo: '{items:' });
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });
});
