import { clienteApi } from './http.js';
import { crearEntorno, type Entorno } from './entorno.js';
import { tokenCache } from './sesion.js';

/**
 * A suite's own API (a fresh environment for the file, closed after it) and the ways its tests call it as a demo user.
 * Call at the top level of a test file: it declares the suite's beforeAll / afterAll.
 */
export function suiteApi(opciones?: Parameters<typeof crearEntorno>[0]) {
  let entorno: Entorno | undefined;
  let token: (userName: string) => Promise<string>;
  let llamar: ReturnType<typeof clienteApi>;
  beforeAll(async () => {
    entorno = await crearEntorno(opciones);
    token = tokenCache(entorno.url);
    llamar = clienteApi(entorno.url);
  });
  afterAll(() => entorno?.cerrar());
  return {
    /** The environment, once beforeAll has run. */
    get entorno(): Entorno {
      if (!entorno) throw new Error('suiteApi: el entorno se usa antes de beforeAll');
      return entorno;
    },
    token: (userName: string) => token(userName),
    llamar: <T = any>(...args: Parameters<ReturnType<typeof clienteApi>>) => llamar<T>(...args),
    /** A call as `userName`, with that user's real token. */
    como: async <T = any>(userName: string, method: string, path: string, body?: unknown) =>
      llamar<T>(method, path, { token: await token(userName), body }),
  };
}
