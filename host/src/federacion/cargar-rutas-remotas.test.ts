import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance, init } from '@module-federation/enhanced/runtime';
import { RUTAS } from '@portal/shared/domain';
import { crearRegistroRemotos, registroDeConfig } from './cargar-rutas-remotas.js';
import { ErrorRemotoNoDisponible, ErrorRutasInvalidas, ErrorVersionIncompatible, clasificarErrorRemoto } from './errores-remoto.js';

/** Requests per path, and what each path answers: a status per attempt (the last one repeats). */
const pedidos = new Map<string, number>();
let respuestas: Record<string, number[]> = {};
let servidor: Server;
let origen: string;

beforeAll(async () => {
  // In the built host the bundler runtime creates the federation instance; here the test does.
  init({ name: 'host', remotes: [] });
  servidor = createServer((req, res) => {
    const ruta = req.url ?? '';
    const n = (pedidos.get(ruta) ?? 0) + 1;
    pedidos.set(ruta, n);
    const estados = respuestas[ruta] ?? [404];
    res.writeHead(estados[Math.min(n, estados.length) - 1]).end();
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  origen = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((listo) => servidor.close(listo)));

beforeEach(() => {
  pedidos.clear();
  respuestas = {};
});

const remoto = (nombre: string, carpeta: string, prefijos: string[]) => ({
  nombre,
  manifestUrl: `${origen}/mfe/${carpeta}/mf-manifest.json`,
  prefijos,
});

const RAPIDO = { reintentos: 2, esperaMs: 5 };

test('registering the remotes fetches nothing: each is asked for when one of its pages needs it', async () => {
  const registro = registroDeConfig(
    { remotos: [remoto('mfe-admin', 'admin', ['/admin-usuarios']), remoto('mfe-devoluciones', 'devoluciones', ['/devoluciones'])] },
    { reintento: RAPIDO },
  );
  expect(registro.estado('mfe-admin')).toBeUndefined();
  expect([...pedidos.keys()]).toEqual([]);

  const resultado = await registro.cargar('mfe-admin');
  expect([...pedidos.keys()]).toEqual(['/mfe/admin/mf-manifest.json']);
  expect(registro.estado('mfe-admin')).toBe(resultado);
  expect(registro.estado('mfe-devoluciones')).toBeUndefined();
});

test('a remote that is not deployed yields no routes and an error instead of rejecting, reported once', async () => {
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
  const resultado = await registroDeConfig({ remotos: [remoto('mfe-home', 'home', ['/'])] }).cargar('mfe-home');
  expect(resultado.rutas).toBeNull();
  expect(pedidos.get('/mfe/home/mf-manifest.json')).toBe(3);
});

test('retrying a failed remote asks its server again and tells the subscribers', async () => {
  const registro = registroDeConfig({ remotos: [remoto('mfe-pedidos', 'pedidos', ['/pedidos'])] }, { reintento: RAPIDO });
  await registro.cargar('mfe-pedidos');
  expect(pedidos.get('/mfe/pedidos/mf-manifest.json')).toBe(1);
  const avisos = jest.fn();
  registro.suscribir(avisos);
  const resultado = await registro.recargar('mfe-pedidos');
  expect(resultado).toMatchObject({ remoto: 'mfe-pedidos', rutas: null });
  expect(pedidos.get('/mfe/pedidos/mf-manifest.json')).toBe(2);
  expect(avisos).toHaveBeenCalledTimes(1);
});

test('a remote unknown to the configuration is not available, and says why', async () => {
  const resultado = await registroDeConfig({ remotos: [] }).cargar('mfe-inexistente');
  expect(resultado.rutas).toBeNull();
  expect((resultado.error as Error).message).toBe('La sección mfe-inexistente no expone rutas válidas: no figura en la configuración.');
});

test("a remote's ./routes must list its own routes with a page", async () => {
  const registro = crearRegistroRemotos(async (nombre) =>
    nombre === 'mfe-home' ? { default: [{ ...RUTAS.archivos, pagina: async () => ({ default: () => null }) }] } : { default: [{ ...RUTAS.archivos, pagina: null }] },
  );
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
