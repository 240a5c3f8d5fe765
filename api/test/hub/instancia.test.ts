import { OPCIONES_HUB } from '../../src/hub/config.js';
import { leerInstancia } from '../../src/hub/instancia.js';
import { RegistroConexiones } from '../../src/hub/registro.js';
import type { UsuarioToken } from '../../src/auth/tipos.js';

/**
 * HUB_INSTANCIA (issue 28, item 9): the scale-out proxy finds a hub connection's instance by the start of its token
 * (deploy/nginx-proxy.conf), so every id and token an instance issues starts with its name. Through nginx with real
 * instances: test/escalado/escalado.test.ts.
 */

const usuario: UsuarioToken = {
  sub: 'u1',
  nombre: 'Prueba',
  email: 'prueba@example.com',
  farmaciaId: 1001,
  grupoId: null,
  roles: [],
  secciones: [],
  versionContexto: null,
};

function registro(instancia: string | null) {
  const r = new RegistroConexiones({ tiempos: OPCIONES_HUB, instancia });
  afterAll(() => r.cerrarTodas('fin'));
  return r;
}

describe('leerInstancia', () => {
  test('unset or blank: no name', () => {
    expect(leerInstancia({})).toBeNull();
    expect(leerInstancia({ HUB_INSTANCIA: '  ' })).toBeNull();
  });

  test.each(['api1', 'api-2', 'nodo_B'])('"%s" is a name', (nombre) => {
    expect(leerInstancia({ HUB_INSTANCIA: nombre })).toBe(nombre);
  });

  test.each(['api.1', 'api 1', 'ápi', 'a/b', 'x'.repeat(33)])('"%s" stops the start with a Spanish message', (nombre) => {
    expect(() => leerInstancia({ HUB_INSTANCIA: nombre })).toThrow(/^HUB_INSTANCIA: .* no sirve como nombre de instancia/);
  });
});

describe('the ids and tokens of a connection', () => {
  const conNombre = registro('api2');
  const sinNombre = registro(null);

  test("start with the instance's name and a dot, then 16 random bytes", () => {
    const conexion = conNombre.crear(usuario, { stateful: false, version0: false });
    expect(conexion.connectionId).toMatch(/^api2\.[A-Za-z0-9_-]{22}$/);
    expect(conexion.connectionToken).toMatch(/^api2\.[A-Za-z0-9_-]{22}$/);
    expect(conexion.connectionToken).not.toBe(conexion.connectionId);
    expect(conNombre.buscar(conexion.connectionToken)).toBe(conexion);
    // Version 0: the public id is the token, and it names the instance too.
    expect(conNombre.crear(usuario, { stateful: false, version0: true }).connectionToken).toMatch(/^api2\./);
  });

  test('are plain random ids, as the .NET server\'s, without a name', () => {
    const conexion = sinNombre.crear(usuario, { stateful: false, version0: false });
    expect(conexion.connectionToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  test('are counted by transport, null while negotiated and not connected', () => {
    expect(conNombre.porTransporte()).toEqual(new Map([[null, 2]]));
  });
});
