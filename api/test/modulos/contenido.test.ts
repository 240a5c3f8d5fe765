import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { archivo, banner, estado, novedad, parametroSistema, widgetDisponible } from '../../src/db/schema/index.js';
import { suiteApi } from '../support/suite-api.js';

const suite = suiteApi();
const { token, llamar } = suite;

const como = async (userName: string, method: string, path: string, body?: unknown) => llamar(method, path, { token: await token(userName), body });
const db = () => suite.entorno.baseDatos.db;

describe('POST /api/ParametrosGenerales', () => {
  test('answers the parameters asked for that exist, dates as day/month/year', async () => {
    const ids = [21, 2, 320, 308, 999_999];
    const esperados = await db().select().from(parametroSistema).where(inArray(parametroSistema.id, ids)).orderBy(asc(parametroSistema.id));
    expect(esperados.length).toBeGreaterThan(0);
    const r = await como('pedidos.demo', 'POST', '/api/ParametrosGenerales', ids);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(esperados.map((p) => ({ id: p.id, nombre: p.nombre, valor: p.valor })));
    const corte = r.body.find((p: { id: number }) => p.id === 308);
    if (corte) expect(corte.valor).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  test('ids that are not positive integers, or none, are a 400', async () => {
    expect((await como('pedidos.demo', 'POST', '/api/ParametrosGenerales', ['veintiuno'])).status).toBe(400);
    expect((await como('pedidos.demo', 'POST', '/api/ParametrosGenerales', [])).status).toBe(400);
    expect((await como('pedidos.demo', 'POST', '/api/ParametrosGenerales', { ids: [21] })).status).toBe(400);
    expect((await llamar('POST', '/api/ParametrosGenerales', { body: [21] })).status).toBe(401);
  });
});

describe('POST /api/kibana/log', () => {
  test('records a message with or without a session', async () => {
    expect((await como('pedidos.demo', 'POST', '/api/kibana/log', { mensaje: 'Error al iniciar login' })).status).toBe(204);
    expect((await llamar('POST', '/api/kibana/log', { body: { mensaje: 'Error al iniciar login' } })).status).toBe(204);
  });

  test('an empty or missing message is a 400', async () => {
    const vacio = await llamar('POST', '/api/kibana/log', { body: { mensaje: '  ' } });
    expect(vacio.status).toBe(400);
    expect(vacio.body.errors.mensaje).toEqual(['El mensaje es obligatorio.']);
    expect((await llamar('POST', '/api/kibana/log', { body: {} })).status).toBe(400);
  });
});

describe('banners', () => {
  test('GET /api/banner answers the active banners, the interleaved one and their duration', async () => {
    const activos = await db().select().from(banner).where(eq(banner.activo, true));
    const r = await como('pedidos.demo', 'GET', '/api/banner');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['bannerIntercalado', 'banners', 'duracionBanners']);
    expect(r.body.banners.map((b: { id: number }) => b.id).sort()).toEqual(activos.filter((b) => !b.intercalado).map((b) => b.id).sort());
    for (const b of r.body.banners) {
      expect(Object.keys(b).sort()).toEqual(['id', 'linkExterno', 'nombreArchivo', 'textoBusqueda', 'tipoBusqueda', 'urlDestino']);
    }
    expect(r.body.bannerIntercalado?.id ?? null).toBe(activos.find((b) => b.intercalado)?.id ?? null);
    expect(r.body.duracionBanners).toBeGreaterThan(0);
  });

  test('a banner image is served without a session, with its content type and a cache header', async () => {
    await db().insert(archivo).values({ tipo: 'banner', nombre: 'prueba-banner.svg', contenido: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), mime: 'image/svg+xml' });
    const respuesta = await fetch(`${suite.entorno.url}/api/banner/imagen/prueba-banner.svg`);
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-type')).toBe('image/svg+xml');
    expect(respuesta.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await respuesta.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  test('only banner files are served; an unknown name is a 404 and a path-like name a 400', async () => {
    await db().insert(archivo).values({ tipo: 'publico', nombre: 'lista-precios.txt', contenido: Buffer.from('privado'), mime: 'text/plain', farmaciaId: null });
    expect((await llamar('GET', '/api/banner/imagen/lista-precios.txt')).status).toBe(404);
    expect((await llamar('GET', '/api/banner/imagen/no-existe.png')).status).toBe(404);
    const raro = await llamar('GET', '/api/banner/imagen/..%2F..%2Fetc');
    expect(raro.status).toBe(400);
    expect(raro.body.title).toBe('Solicitud incorrecta');
  });
});

describe('GET /api/novedad/{id}', () => {
  test('answers the latest published news of the pharmacy, not one still to come', async () => {
    await db().insert(novedad).values({ farmaciaId: 1001, noticia: 'Aviso futuro', fechaPublicacion: new Date('2099-01-01T12:00:00Z') });
    await db().insert(novedad).values({ farmaciaId: 1001, noticia: 'Nuevo horario de reparto', fechaPublicacion: new Date('2026-11-15T12:00:00Z') });
    const [ultima] = await db()
      .select()
      .from(novedad)
      .where(and(eq(novedad.farmaciaId, 1001), lte(novedad.fechaPublicacion, new Date())))
      .orderBy(desc(novedad.fechaPublicacion), desc(novedad.id))
      .limit(1);
    const r = await como('pedidos.demo', 'GET', '/api/novedad/1001');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: ultima!.id, noticia: ultima!.noticia, fechaPublicacion: ultima!.fechaPublicacion.toISOString() });
  });

  test('answers 204 when the pharmacy has none', async () => {
    await db().delete(novedad).where(eq(novedad.farmaciaId, 1002));
    const r = await como('otra.demo', 'GET', '/api/novedad/1002');
    expect(r.status).toBe(204);
    expect(r.body).toBe('');
  });

  test("another pharmacy's news is not found and a bad id is a 400", async () => {
    expect((await como('pedidos.demo', 'GET', '/api/novedad/1002')).status).toBe(404);
    expect((await como('pedidos.demo', 'GET', '/api/novedad/abc')).status).toBe(400);
  });
});

describe('GET /api/estado', () => {
  test('answers the order and return states', async () => {
    const esperados = await db().select().from(estado).orderBy(asc(estado.id));
    const r = await como('cuenta.demo', 'GET', '/api/estado');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(esperados);
    expect(r.body.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([-150, 0, 200, 600, 810]));
  });
});

describe('widgets', () => {
  let disponibles: string[];
  beforeAll(async () => {
    disponibles = (await db().select().from(widgetDisponible).orderBy(asc(widgetDisponible.orden))).map((w) => w.nombre);
  });

  test('GET /api/widget/widgets lists the available widgets', async () => {
    const r = await como('pedidos.demo', 'GET', '/api/widget/widgets');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(disponibles);
    expect(disponibles.length).toBeGreaterThan(1);
  });

  test('a saved layout is what the user reads back, and only for that user', async () => {
    const elegidos = [disponibles[1]!, disponibles[0]!];
    const guardado = await como('cuenta.demo', 'PUT', '/api/widget/layout', elegidos);
    expect(guardado.status).toBe(200);
    expect(guardado.body).toEqual(elegidos);
    expect((await como('cuenta.demo', 'GET', '/api/widget/layout')).body).toEqual(elegidos);
    const otro = await como('otra.demo', 'GET', '/api/widget/layout');
    expect(otro.status).toBe(200);
    expect(otro.body).not.toEqual(elegidos);
  });

  test('unknown, repeated or too many widgets are a 400', async () => {
    const desconocido = await como('cuenta.demo', 'PUT', '/api/widget/layout', ['no-existe']);
    expect(desconocido.status).toBe(400);
    expect(desconocido.body.mensaje).toBe('Widget desconocido: no-existe.');
    expect((await como('cuenta.demo', 'PUT', '/api/widget/layout', [disponibles[0], disponibles[0]])).status).toBe(400);
    expect((await como('cuenta.demo', 'PUT', '/api/widget/layout', Array.from({ length: 21 }, (_, i) => `w${i}`))).status).toBe(400);
    expect((await como('cuenta.demo', 'PUT', '/api/widget/layout', 'inicio')).status).toBe(400);
  });
});
