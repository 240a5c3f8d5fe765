import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance, init } from '@module-federation/enhanced/runtime';
import { cargarRutasRemotas, pedirRutasRemotas, recargarRemoto } from './cargar-rutas-remotas.js';
import { ErrorRemotoNoDisponible, ErrorVersionIncompatible, clasificarErrorRemoto } from './errores-remoto.js';

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

test('a remote that is not deployed yields no routes and an error instead of rejecting', async () => {
  const resultados = await cargarRutasRemotas(
    { remotos: [remoto('mfe-admin', 'admin', ['/admin-usuarios']), remoto('mfe-devoluciones', 'devoluciones', ['/devoluciones'])] },
    { reintentos: 2, esperaMs: 5 },
  );
  expect(resultados.map((r) => [r.remoto, r.prefijos, r.rutas])).toEqual([
    ['mfe-admin', ['/admin-usuarios'], null],
    ['mfe-devoluciones', ['/devoluciones'], null],
  ]);
  for (const r of resultados) {
    expect(r.error).toBeInstanceOf(ErrorRemotoNoDisponible);
    expect((r.error as Error).message).toBe(`No se pudo cargar la sección ${r.remoto}.`);
  }
  // A 404 says the remote is not there: asking again would not change that.
  expect(pedidos.get('/mfe/admin/mf-manifest.json')).toBe(1);
});

test('a manifest that fails with a server error is asked for again before giving up', async () => {
  respuestas['/mfe/home/mf-manifest.json'] = [503, 502, 404];
  const [resultado] = await cargarRutasRemotas({ remotos: [remoto('mfe-home', 'home', ['/'])] });
  expect(resultado.rutas).toBeNull();
  expect(pedidos.get('/mfe/home/mf-manifest.json')).toBe(3);
});

test('retrying a failed remote asks its server again', async () => {
  await cargarRutasRemotas({ remotos: [remoto('mfe-pedidos', 'pedidos', ['/pedidos'])] });
  expect(pedidos.get('/mfe/pedidos/mf-manifest.json')).toBe(1);
  const resultado = await recargarRemoto('mfe-pedidos');
  expect(resultado).toMatchObject({ remoto: 'mfe-pedidos', prefijos: ['/pedidos'], rutas: null });
  expect(pedidos.get('/mfe/pedidos/mf-manifest.json')).toBe(2);
});

test('a remote unknown to the configuration cannot be retried', async () => {
  const resultado = await recargarRemoto('mfe-inexistente');
  expect(resultado.rutas).toBeNull();
  expect((resultado.error as Error).message).toBe('La sección mfe-inexistente no expone rutas válidas: no figura en la configuración.');
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

test('pedirRutasRemotas avisa en cuanto pidió cada manifiesto, sin esperar a que terminen de cargarse', async () => {
  respuestas['/mfe/home/mf-manifest.json'] = [503, 503, 404];
  let terminado = false;
  const { pedidos: yaPedidos, rutas } = pedirRutasRemotas({ remotos: [remoto('mfe-home', 'home', ['/'])] });
  void rutas.then(() => {
    terminado = true;
  });

  await yaPedidos;
  expect(terminado).toBe(false);
  expect((await rutas)[0].rutas).toBeNull();
  expect(pedidos.get('/mfe/home/mf-manifest.json')).toBe(3);
});

test('pedirRutasRemotas sin remotos no hace esperar a nadie', async () => {
  const { pedidos: yaPedidos, rutas } = pedirRutasRemotas({ remotos: [] });
  await expect(yaPedidos).resolves.toBeUndefined();
  await expect(rutas).resolves.toEqual([]);
});
