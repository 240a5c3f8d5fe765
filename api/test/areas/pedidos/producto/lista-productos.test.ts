import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { productoSchema, type Producto } from '@portal/shared/contracts';
import { producto } from '../../../../src/db/schema/index.js';
import { crearEntorno, type Entorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { PRODUCTOS, sembrarCatalogoPrueba, T } from './fixture.js';

let entorno: Entorno;
let token: (userName: string) => Promise<string>;

beforeAll(async () => {
  entorno = await crearEntorno();
  await sembrarCatalogoPrueba(entorno.baseDatos.db);
  token = tokenCache(entorno.url);
});
afterAll(() => entorno.cerrar());

interface RespuestaCruda {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire, before any decoding. */
  cuerpo: Buffer;
}

/** A GET through node:http, which neither asks for nor undoes any content coding on its own. */
function getCrudo(path: string, headers: Record<string, string>): Promise<RespuestaCruda> {
  return new Promise((resolve, reject) => {
    http
      .get(`${entorno.url}${path}`, { headers }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (parte: Buffer) => partes.push(parte));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, cuerpo: Buffer.concat(partes) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const listaComo = async (userName: string, headers: Record<string, string> = {}) =>
  getCrudo('/api/producto', { authorization: `Bearer ${await token(userName)}`, ...headers });

const decodificar = (r: RespuestaCruda): Producto[] => {
  const codificacion = r.headers['content-encoding'];
  const json = codificacion === 'gzip' ? gunzipSync(r.cuerpo) : codificacion === 'br' ? brotliDecompressSync(r.cuerpo) : r.cuerpo;
  return JSON.parse(json.toString('utf8'));
};

describe('GET /api/producto', () => {
  test('gzip on the wire when asked for: the body decodes to every product on sale with the fields of SPEC §3', async () => {
    const r = await listaComo('pedidos.demo', { 'accept-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(r.headers['content-length'])).toBe(r.cuerpo.length);
    const lista = decodificar(r);
    expect(r.cuerpo.length).toBeLessThan(Buffer.byteLength(JSON.stringify(lista)));

    const ibuprofeno = lista.find((p) => p.troquel === T.ibuprofeno);
    const { tieneLote: _lote, ...esperado } = PRODUCTOS[0]!;
    expect(ibuprofeno).toEqual(esperado);
    expect(Object.keys(ibuprofeno!).sort()).toEqual(Object.keys(productoSchema.shape).sort());
    expect(lista.every((p) => productoSchema.safeParse(p).success)).toBe(true);
    expect(lista.map((p) => p.troquel)).toEqual(expect.arrayContaining([T.ibuprofeno, T.panal, T.gasa, T.sinStock, T.enFalta]));
    expect(lista.some((p) => p.troquel === T.discontinuado)).toBe(false);
    expect(lista.every((p) => p.fechaBaja === null)).toBe(true);
  });

  test('brotli when preferred, plain JSON when the client accepts no coding, the same list in each', async () => {
    const brotli = await listaComo('pedidos.demo', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plano = await listaComo('pedidos.demo', { 'accept-encoding': 'identity' });
    expect(plano.headers['content-encoding']).toBeUndefined();
    const sinCabecera = await listaComo('pedidos.demo');
    expect(sinCabecera.headers['content-encoding']).toBeUndefined();
    const refusado = await listaComo('pedidos.demo', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusado.headers['content-encoding']).toBe('gzip');
    expect(decodificar(brotli)).toEqual(JSON.parse(plano.cuerpo.toString('utf8')));
    expect(decodificar(sinCabecera)).toEqual(decodificar(refusado));
  });

  test('Last-Modified is the latest product change; If-Modified-Since not older answers 304 with no body', async () => {
    const db = entorno.baseDatos.db;
    const primera = await listaComo('admin.demo', { 'accept-encoding': 'gzip' });
    const ultima = new Date(primera.headers['last-modified']!);
    const filas = await db.select({ u: producto.ultimaActualizacion }).from(producto);
    const maxima = Math.max(...filas.map((f) => f.u.getTime()));
    expect(ultima.getTime()).toBe(Math.floor(maxima / 1000) * 1000);

    const igual = await listaComo('admin.demo', { 'if-modified-since': primera.headers['last-modified']! });
    expect(igual.status).toBe(304);
    expect(igual.cuerpo.length).toBe(0);
    const posterior = await listaComo('admin.demo', { 'if-modified-since': new Date(ultima.getTime() + 60_000).toUTCString() });
    expect(posterior.status).toBe(304);
    const anterior = await listaComo('admin.demo', { 'if-modified-since': new Date(ultima.getTime() - 1000).toUTCString() });
    expect(anterior.status).toBe(200);
    const invalida = await listaComo('admin.demo', { 'if-modified-since': 'ayer' });
    expect(invalida.status).toBe(200);
  });

  test('a change in the catalogue is served at once, with a newer Last-Modified', async () => {
    const db = entorno.baseDatos.db;
    const antes = await listaComo('pedidos.demo', { 'accept-encoding': 'gzip' });
    const cambio = new Date(new Date(antes.headers['last-modified']!).getTime() + 5_000);
    await db.update(producto).set({ nombre: 'Ibuprueba 400 mg comp. x 30', ultimaActualizacion: cambio }).where(eq(producto.troquel, T.ibuprofeno));

    const vieja = await listaComo('pedidos.demo', { 'if-modified-since': antes.headers['last-modified']!, 'accept-encoding': 'gzip' });
    expect(vieja.status).toBe(200);
    expect(vieja.headers['last-modified']).toBe(cambio.toUTCString());
    expect(decodificar(vieja).find((p) => p.troquel === T.ibuprofeno)?.nombre).toBe('Ibuprueba 400 mg comp. x 30');

    // Discontinuing a product leaves the list even when its change time does not move.
    await db.update(producto).set({ fechaBaja: '2026-11-20' }).where(eq(producto.troquel, T.gasa));
    const sinGasa = decodificar(await listaComo('pedidos.demo', { 'accept-encoding': 'gzip' }));
    expect(sinGasa.some((p) => p.troquel === T.gasa)).toBe(false);
    await db.update(producto).set({ fechaBaja: null }).where(eq(producto.troquel, T.gasa));
  });

  test('anonymous is 401 and a user without Pedidos or ConsultorStock is 403, in Spanish', async () => {
    const anonimo = await getCrudo('/api/producto', {});
    expect(anonimo.status).toBe(401);
    expect(JSON.parse(anonimo.cuerpo.toString()).mensaje).toBe('Debe iniciar sesión para continuar.');
    const sinRol = await listaComo('cuenta.demo');
    expect(sinRol.status).toBe(403);
    expect(JSON.parse(sinRol.cuerpo.toString()).mensaje).toBe('No tiene permisos para realizar esta operación.');
  });
});
