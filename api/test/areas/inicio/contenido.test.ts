import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { archivo, banner, estado, novedad, parametroSistema } from '../../../src/db/schema/index.js';
import { filasEnAlmacen } from '../../../src/plataforma/archivo/service.js';
import { suiteApi } from '../../support/suite-api.js';
import * as reloj from '../../../src/reloj.js';

// The operator's secret of this suite's API (POST /operador/banner), read when the app starts.
process.env.OPERATOR_TOKEN = 'operador-prueba';

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
  const fijarParametro = (id: number, valor: string) => db().update(parametroSistema).set({ valor }).where(eq(parametroSistema.id, id));
  const borrarParametro = (id: number) => db().delete(parametroSistema).where(eq(parametroSistema.id, id));
  const operador = (body: unknown, token = 'operador-prueba') =>
    llamar('POST', '/operador/banner', { body, headers: { 'x-operador-token': token } });
  const png = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

  test('GET /api/banner answers the active banners, apart the one parameter 12 names, and parameter 9 as the duration', async () => {
    const activos = await db().select().from(banner).where(eq(banner.activo, true)).orderBy(asc(banner.orden), asc(banner.id));
    const [intercalado] = await db().select().from(parametroSistema).where(eq(parametroSistema.id, 12));
    const [duracion] = await db().select().from(parametroSistema).where(eq(parametroSistema.id, 9));
    const r = await como('pedidos.demo', 'GET', '/api/banner');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['bannerIntercalado', 'banners', 'duracionBanners']);
    expect(r.body.banners.map((b: { id: number }) => b.id)).toEqual(activos.filter((b) => b.nombreArchivo !== intercalado!.valor).map((b) => b.id));
    for (const b of r.body.banners) {
      expect(Object.keys(b).sort()).toEqual(['id', 'linkExterno', 'nombreArchivo', 'textoBusqueda', 'tipoBusqueda', 'urlDestino']);
    }
    expect(r.body.bannerIntercalado.nombreArchivo).toBe(intercalado!.valor);
    expect(r.body.duracionBanners).toBe(Number(duracion!.valor));
  });

  test('parameter 12 decides the interleaved banner; naming none leaves every banner in the rotation', async () => {
    const [original] = await db().select().from(parametroSistema).where(eq(parametroSistema.id, 12));
    try {
      await fijarParametro(12, 'banner-solares.svg');
      const r = await como('pedidos.demo', 'GET', '/api/banner');
      expect(r.body.bannerIntercalado.nombreArchivo).toBe('banner-solares.svg');
      expect(r.body.banners.map((b: { nombreArchivo: string }) => b.nombreArchivo)).toContain('banner-intercalado.svg');
      expect(r.body.banners.map((b: { nombreArchivo: string }) => b.nombreArchivo)).not.toContain('banner-solares.svg');
      await fijarParametro(12, 'no-existe.svg');
      expect((await como('pedidos.demo', 'GET', '/api/banner')).body.bannerIntercalado).toBeNull();
    } finally {
      await fijarParametro(12, original!.valor);
    }
  });

  test('parameter 9 unset or not a positive number gives no duration, so the client uses its defaultBannerInterval', async () => {
    const [original] = await db().select().from(parametroSistema).where(eq(parametroSistema.id, 9));
    try {
      await borrarParametro(9);
      expect((await como('pedidos.demo', 'GET', '/api/banner')).body.duracionBanners).toBeNull();
      await db().insert(parametroSistema).values({ ...original!, valor: 'cinco' });
      expect((await como('pedidos.demo', 'GET', '/api/banner')).body.duracionBanners).toBeNull();
    } finally {
      await db().delete(parametroSistema).where(eq(parametroSistema.id, 9));
      await db().insert(parametroSistema).values(original!);
    }
  });

  test('parameter 8 on shuffles the banners on each call (same banners, orders differ); off keeps their order', async () => {
    const enOrden = (await como('pedidos.demo', 'GET', '/api/banner')).body.banners.map((b: { id: number }) => b.id) as number[];
    try {
      await fijarParametro(8, '1');
      const ordenes = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const ids = (await como('pedidos.demo', 'GET', '/api/banner')).body.banners.map((b: { id: number }) => b.id) as number[];
        expect([...ids].sort((a, b) => a - b)).toEqual([...enOrden].sort((a, b) => a - b));
        ordenes.add(ids.join(','));
      }
      // Six banners have 720 orders: twelve calls giving a single one would be a 1 in 10^31 chance.
      expect(ordenes.size).toBeGreaterThan(1);
    } finally {
      await fijarParametro(8, '0');
    }
    for (let i = 0; i < 3; i++) expect((await como('pedidos.demo', 'GET', '/api/banner')).body.banners.map((b: { id: number }) => b.id)).toEqual(enOrden);
  });

  test('a banner image is served without a session from the file store, with its type, cache headers and a 304 when unchanged', async () => {
    await db().insert(archivo).values(await filasEnAlmacen([{ tipo: 'banner', nombre: 'prueba-banner.svg', contenido: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), mime: 'image/svg+xml', farmaciaId: null }]));
    const respuesta = await fetch(`${suite.entorno.url}/api/banner/imagen/prueba-banner.svg`);
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-type')).toBe('image/svg+xml');
    expect(respuesta.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await respuesta.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const otraVez = await fetch(`${suite.entorno.url}/api/banner/imagen/prueba-banner.svg`, { headers: { 'if-modified-since': respuesta.headers.get('last-modified')! } });
    expect(otraVez.status).toBe(304);
  });

  test('only banner files are served; an unknown name is a 404 and a path-like name a 400', async () => {
    await db().insert(archivo).values(await filasEnAlmacen([{ tipo: 'publico', nombre: 'lista-precios.txt', contenido: Buffer.from('privado'), mime: 'text/plain', farmaciaId: null }]));
    expect((await llamar('GET', '/api/banner/imagen/lista-precios.txt')).status).toBe(404);
    expect((await llamar('GET', '/api/banner/imagen/no-existe.png')).status).toBe(404);
    const raro = await llamar('GET', '/api/banner/imagen/..%2F..%2Fetc');
    expect(raro.status).toBe(400);
    expect(raro.body.title).toBe('Solicitud incorrecta');
  });

  describe('POST /operador/banner', () => {
    test('the operator adds a banner: its image is served and it joins GET /api/banner, last', async () => {
      const r = await operador({ nombreArchivo: 'banner-vacunas.png', imagenBase64: png(2048), tipoBusqueda: 1, textoBusqueda: 'vacuna antigripal' });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ nombreArchivo: 'banner-vacunas.png', tipoBusqueda: 1, textoBusqueda: 'vacuna antigripal', linkExterno: null, urlDestino: null });
      const lista = (await como('pedidos.demo', 'GET', '/api/banner')).body.banners as { id: number }[];
      expect(lista.at(-1)!.id).toBe(r.body.id);
      const imagen = await fetch(`${suite.entorno.url}/api/banner/imagen/banner-vacunas.png`);
      expect(imagen.headers.get('content-type')).toBe('image/png');
      expect((await imagen.arrayBuffer()).byteLength).toBe(2048);
      expect((await operador({ nombreArchivo: 'banner-vacunas.png', imagenBase64: png(10) })).status).toBe(409);
    });

    test('an image over parameter 11 (KB) is refused with a Spanish 413; raising the parameter lets it in', async () => {
      const [original] = await db().select().from(parametroSistema).where(eq(parametroSistema.id, 11));
      const kb = Number(original!.valor);
      const grande = await operador({ nombreArchivo: 'banner-grande.png', imagenBase64: png(kb * 1024 + 1) });
      expect(grande.status).toBe(413);
      expect(grande.body.mensaje).toBe(`La imagen pesa ${kb + 1} KB y el máximo para banners es ${kb} KB (parámetro 11).`);
      expect((await db().select().from(banner).where(eq(banner.nombreArchivo, 'banner-grande.png'))).length).toBe(0);
      try {
        await fijarParametro(11, String(kb + 1));
        expect((await operador({ nombreArchivo: 'banner-grande.png', imagenBase64: png(kb * 1024 + 1) })).status).toBe(201);
      } finally {
        await fijarParametro(11, original!.valor);
      }
    });

    test('without the operator token it is a 401; bad fields are Spanish 400s', async () => {
      expect((await operador({ nombreArchivo: 'x.png', imagenBase64: png(4) }, 'otro')).status).toBe(401);
      expect((await llamar('POST', '/operador/banner', { body: { nombreArchivo: 'x.png', imagenBase64: png(4) }, token: await suite.token('admin.demo') })).status).toBe(401);
      const sinTexto = await operador({ nombreArchivo: 'x.png', imagenBase64: png(4), tipoBusqueda: 2 });
      expect(sinTexto.status).toBe(400);
      expect(sinTexto.body.errors.textoBusqueda).toEqual(['Un banner de búsqueda necesita el texto de búsqueda.']);
      const tipo = await operador({ nombreArchivo: 'x.exe', imagenBase64: png(4) });
      expect(tipo.status).toBe(400);
      expect((await operador({ nombreArchivo: 'x.png', imagenBase64: png(4), tipoBusqueda: 5, textoBusqueda: 'a' })).status).toBe(400);
      expect((await operador({ nombreArchivo: '../x.png', imagenBase64: png(4) })).status).toBe(400);
      expect((await operador({ nombreArchivo: 'x.png', imagenBase64: 'no es base64!' })).status).toBe(400);
    });
  });
});

describe('GET /api/novedad/{id}', () => {
  test('answers the latest published news of the pharmacy, not one still to come', async () => {
    await db().insert(novedad).values({ farmaciaId: 1001, noticia: 'Aviso futuro', fechaPublicacion: new Date('2099-01-01T12:00:00Z') });
    await db().insert(novedad).values({ farmaciaId: 1001, noticia: 'Nuevo horario de reparto', fechaPublicacion: new Date('2026-11-15T12:00:00Z') });
    const [ultima] = await db()
      .select()
      .from(novedad)
      .where(and(eq(novedad.farmaciaId, 1001), lte(novedad.fechaPublicacion, reloj.ahora())))
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

