import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance, init } from '@module-federation/enhanced/runtime';
import { retirarRutas, rutaPorNombre, rutasDe, type DefinicionRuta, type TablaRutas } from '@portal/shared/domain';
import { crearRegistroRemotos, registroDeConfig } from './cargar-rutas-remotas.js';
import { manifiestosLeidos } from './manifiesto.js';
import { pluginReintento } from './plugin-reintento.js';
import { ErrorRemotoNoDisponible, ErrorRutasInvalidas, ErrorVersionIncompatible, clasificarErrorRemoto } from './errores-remoto.js';

/** Requests per path, and what each path answers: a status per attempt (the last one repeats). */
const pedidos = new Map<string, number>();
let respuestas: Record<string, number[]> = {};
/** Bodies of the 200 answers, by path. */
let cuerpos: Record<string, unknown> = {};
/** Paths that never answer (a remote that does not answer). */
let mudos: string[] = [];
let servidor: Server;
let origen: string;

beforeAll(async () => {
  // In the built host the bundler runtime creates the federation instance; here the test does.
  init({ name: 'host', remotes: [] });
  servidor = createServer((req, res) => {
    const ruta = req.url ?? '';
    const n = (pedidos.get(ruta) ?? 0) + 1;
    pedidos.set(ruta, n);
    if (mudos.includes(ruta)) return;
    const estados = respuestas[ruta] ?? [404];
    const estado = estados[Math.min(n, estados.length) - 1];
    if (estado === 200) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(cuerpos[ruta]));
    else res.writeHead(estado).end();
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  origen = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((listo) => {
  servidor.closeAllConnections();
  servidor.close(listo);
}));

beforeEach(() => {
  pedidos.clear();
  respuestas = {};
  cuerpos = {};
  mudos = [];
  manifiestosLeidos.clear();
  for (const r of ['mfe-admin', 'mfe-home', 'mfe-pedidos', 'mfe-devoluciones']) retirarRutas(r);
});

/** A remote's manifest as its build writes it: the federation's fields and its route table in metaData.rutasPortal. */
const ADMIN: TablaRutas = {
  remoto: 'mfe-admin',
  rutas: {
    'lista-usuarios': { path: '/admin-usuarios', titulo: 'Administración de usuarios de farmacia', rol: 'Administrador', menu: { grupo: 'Administración', etiqueta: 'Usuarios', orden: 1 } },
  },
};
const manifiesto = (tabla: unknown) => ({ id: 'x', name: 'x', metaData: { rutasPortal: tabla }, shared: [], remotes: [], exposes: [] });
function publicar(carpeta: string, tabla: unknown) {
  respuestas[`/mfe/${carpeta}/mf-manifest.json`] = [200];
  cuerpos[`/mfe/${carpeta}/mf-manifest.json`] = manifiesto(tabla);
}

const remoto = (nombre: string, carpeta: string, prefijos: string[]) => ({
  nombre,
  manifestUrl: `${origen}/mfe/${carpeta}/mf-manifest.json`,
  prefijos,
});

const RAPIDO = { reintentos: 2, esperaMs: 5 };

test('registering the remotes fetches nothing; reading the tables asks each manifest once, all at once, and registers each table', async () => {
  publicar('admin', ADMIN);
  const registro = registroDeConfig(
    { remotos: [remoto('mfe-admin', 'admin', ['/admin-usuarios']), remoto('mfe-devoluciones', 'devoluciones', ['/devoluciones'])] },
    { reintento: RAPIDO },
  );
  expect([...pedidos.keys()]).toEqual([]);

  const [admin, devoluciones] = await registro.leerTablas();
  expect([...pedidos.keys()].sort()).toEqual(['/mfe/admin/mf-manifest.json', '/mfe/devoluciones/mf-manifest.json']);
  expect(admin).toEqual({ remoto: 'mfe-admin', lista: true, error: null });
  expect(rutaPorNombre('lista-usuarios')).toMatchObject({ remoto: 'mfe-admin', path: '/admin-usuarios', rol: 'Administrador' });
  // Not deployed: no routes, and why.
  expect(devoluciones.lista).toBe(false);
  expect((devoluciones.error as Error).message).toBe('No se pudo cargar la sección mfe-devoluciones.');
  expect(rutasDe('mfe-devoluciones')).toEqual([]);

  await registro.leerTablas();
  expect(pedidos.get('/mfe/admin/mf-manifest.json')).toBe(1);
});

test('every field a route declares reaches the portal through the manifest (a field the reader drops would lose a rule)', async () => {
  // Required: a field added to DefinicionRuta must be added here, and so is checked to come through.
  const completa: Required<DefinicionRuta> = {
    path: '/admin-usuarios/completa/:id',
    titulo: 'Una ruta con todo',
    seccion: 3,
    isPublic: false,
    requireAccesoDashboard: true,
    requireCtaCteGrupo: false,
    rol: 'Administrador',
    // Hidden and with an entry is refused: the flag false still travels.
    menuHidden: false,
    soloFarmaciaHabilitada: true,
    kiosk: false,
    paramsDigitos: ['id'],
    menu: { grupo: 'Administración', etiqueta: 'Completa', orden: 9 },
  };
  publicar('admin', { remoto: 'mfe-admin', rutas: { completa } });
  const registro = registroDeConfig({ remotos: [remoto('mfe-admin', 'admin', ['/admin-usuarios'])] }, { reintento: RAPIDO });
  const [leida] = await registro.leerTablas();
  expect(leida).toEqual({ remoto: 'mfe-admin', lista: true, error: null });
  expect(rutaPorNombre('completa')).toEqual({ ...completa, nombre: 'completa', remoto: 'mfe-admin' });
});

test('a manifest without a route table, or with one of another shape or another remote, is refused and leaves no routes', async () => {
  const remotos = [remoto('mfe-admin', 'admin', ['/admin-usuarios']), remoto('mfe-home', 'home', ['/']), remoto('mfe-pedidos', 'pedidos', ['/pedidos'])];
  publicar('admin', undefined);
  publicar('home', { remoto: 'mfe-home', rutas: { archivos: { path: '/archivos' } } });
  publicar('pedidos', { ...ADMIN });
  const [admin, home, pedidosRemoto] = await registroDeConfig({ remotos }, { reintento: RAPIDO }).leerTablas();
  expect((admin.error as Error).message).toBe('La sección mfe-admin no expone rutas válidas: su mf-manifest.json no trae sus rutas (metaData.rutasPortal).');
  expect((home.error as Error).message).toBe('La sección mfe-home no expone rutas válidas: la ruta archivos de su manifiesto no tiene la forma de una ruta.');
  expect((pedidosRemoto.error as Error).message).toBe('La sección mfe-pedidos no expone rutas válidas: su manifiesto trae las rutas de mfe-admin.');
  expect(rutaPorNombre('lista-usuarios')).toBeUndefined();
});

test('a section cannot take a page of another: its table is refused with the reasons', async () => {
  publicar('admin', ADMIN);
  publicar('home', { remoto: 'mfe-home', rutas: { intrusa: { path: '/admin-usuarios', titulo: 'Usuarios' } } });
  const remotos = [remoto('mfe-admin', 'admin', ['/admin-usuarios']), remoto('mfe-home', 'home', ['/'])];
  const [, home] = await registroDeConfig({ remotos }, { reintento: RAPIDO }).leerTablas();
  expect((home.error as Error).message).toBe('La sección mfe-home no expone rutas válidas: el path /admin-usuarios ya es de mfe-admin.');
  expect(rutaPorNombre('intrusa')).toBeUndefined();
});

test('a manifest that does not answer is given up after its time, without holding the others', async () => {
  publicar('admin', ADMIN);
  mudos = ['/mfe/home/mf-manifest.json'];
  const remotos = [remoto('mfe-home', 'home', ['/']), remoto('mfe-admin', 'admin', ['/admin-usuarios'])];
  const desde = performance.now();
  const [home, admin] = await registroDeConfig({ remotos }, { reintento: RAPIDO, limiteMs: 300 }).leerTablas();
  expect(performance.now() - desde).toBeLessThan(2000);
  expect(home.lista).toBe(false);
  expect(admin.lista).toBe(true);
  // Given up, not asked again.
  expect(pedidos.get('/mfe/home/mf-manifest.json')).toBe(1);
});

test('the federation runtime gets the manifest the start-up read, without asking the server again', async () => {
  publicar('devoluciones', { remoto: 'mfe-devoluciones', rutas: { 'vencidos-home': { path: '/vencidos', titulo: 'Devolución de Vencidos' } } });
  const registro = registroDeConfig({ remotos: [remoto('mfe-devoluciones', 'devoluciones', ['/vencidos'])] }, { reintento: RAPIDO });
  await registro.leerTablas();
  const url = `${origen}/mfe/devoluciones/mf-manifest.json`;

  // The runtime asks through the host's plugin: it answers with the manifest read, the server is not asked again.
  const respuesta = await pluginReintento(RAPIDO).fetch!(url, {});
  expect(await (respuesta as Response).json()).toMatchObject({ metaData: { rutasPortal: { remoto: 'mfe-devoluciones' } } });
  expect(pedidos.get('/mfe/devoluciones/mf-manifest.json')).toBe(1);
  // Anything else (the remote's entry) goes to the server.
  await pluginReintento(RAPIDO).fetch!(`${origen}/mfe/devoluciones/remoteEntry.js`, {});
  expect(pedidos.get('/mfe/devoluciones/remoteEntry.js')).toBe(1);
});

test("a remote's code that is not deployed yields no pages and an error instead of rejecting, reported once", async () => {
  const fallidos: string[] = [];
  const registro = registroDeConfig({ remotos: [remoto('mfe-admin', 'admin', ['/admin-usuarios'])] }, { reintento: RAPIDO, alFallar: (r) => fallidos.push(r.remoto) });
  const [a, b] = await Promise.all([registro.cargar('mfe-admin'), registro.cargar('mfe-admin')]);
  expect(a).toBe(b);
  expect(a.rutas).toBeNull();
  expect(a.error).toBeInstanceOf(ErrorRemotoNoDisponible);
  expect((a.error as Error).message).toBe('No se pudo cargar la sección mfe-admin.');
  // A 404 says the remote is not there: asking again would not change that; a later page reuses the answer.
  await registro.cargar('mfe-admin');
  expect(pedidos.get('/mfe/admin/mf-manifest.json')).toBe(1);
  expect(fallidos).toEqual(['mfe-admin']);
});

test('a manifest that fails with a server error is asked for again before giving up', async () => {
  respuestas['/mfe/home/mf-manifest.json'] = [503, 502, 404];
  const resultado = await registroDeConfig({ remotos: [remoto('mfe-home', 'home', ['/'])] }, { reintento: RAPIDO }).leerTabla('mfe-home');
  expect(resultado.lista).toBe(false);
  expect(pedidos.get('/mfe/home/mf-manifest.json')).toBe(3);
});

test('retrying a remote whose manifest failed reads it again, registers its table and tells the subscribers', async () => {
  const registro = registroDeConfig({ remotos: [remoto('mfe-admin', 'admin', ['/admin-usuarios'])] }, { reintento: RAPIDO });
  await registro.leerTablas();
  expect(rutaPorNombre('lista-usuarios')).toBeUndefined();
  const avisos = jest.fn();
  registro.suscribir(avisos);

  publicar('admin', ADMIN);
  const resultado = await registro.recargar('mfe-admin');
  expect(pedidos.get('/mfe/admin/mf-manifest.json')).toBe(2);
  expect(registro.estadoTabla('mfe-admin')?.lista).toBe(true);
  expect(rutaPorNombre('lista-usuarios')?.remoto).toBe('mfe-admin');
  // Its code is asked for too (not deployed in this test: the page says so).
  expect(resultado).toMatchObject({ remoto: 'mfe-admin', rutas: null });
  expect(avisos).toHaveBeenCalledTimes(2);
});

test('a remote unknown to the configuration is not available, and says why', async () => {
  const resultado = await registroDeConfig({ remotos: [] }).cargar('mfe-inexistente');
  expect(resultado.rutas).toBeNull();
  expect((resultado.error as Error).message).toBe('La sección mfe-inexistente no expone rutas válidas: no figura en la configuración.');
});

test("a remote's ./routes must list its own routes with a page", async () => {
  const archivos = { nombre: 'archivos', remoto: 'mfe-home', path: '/archivos', titulo: 'Archivos' };
  const registro = crearRegistroRemotos({
    remotos: ['mfe-home', 'mfe-admin'],
    leerTabla: async () => ({ remoto: 'x', rutas: {} }),
    cargarModulo: async (nombre) =>
      nombre === 'mfe-home' ? { default: [{ ...archivos, pagina: async () => ({ default: () => null }) }] } : { default: [{ ...archivos, pagina: null }] },
  });
  expect((await registro.cargar('mfe-home')).rutas?.map((r) => r.nombre)).toEqual(['archivos']);
  const ajeno = await registro.cargar('mfe-admin');
  expect(ajeno.error).toBeInstanceOf(ErrorRutasInvalidas);
  expect((ajeno.error as Error).message).toBe('La sección mfe-admin no expone rutas válidas: la ruta archivos no tiene path o página.');
});

test('the runtime refusing an incompatible shared singleton is reported as a version mismatch', async () => {
  const instancia = createInstance({
    name: 'portal_prueba',
    remotes: [],
    shared: { '@portal/shared': { version: '1.0.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } } },
  });
  await instancia.loadShare('@portal/shared');
  const rechazo = await instancia
    .loadShare('@portal/shared', {
      customShareInfo: { shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^2.0.0' } },
    })
    .then(() => null, (error: unknown) => error);
  expect(rechazo).toBeInstanceOf(Error);

  const error = clasificarErrorRemoto('mfe-pedidos', rechazo);
  expect(error).toBeInstanceOf(ErrorVersionIncompatible);
  expect(error.message).toBe(
    'La sección mfe-pedidos fue construida para @portal/shared ^2.0.0, pero el portal usa @portal/shared 1.0.0: ' +
      'no se carga hasta que se publique una versión compatible.',
  );
});
