import { evaluarGuardas } from './guardas.js';
import type { MetaRuta } from './rutas.js';
import { perfilASesion, type UsuarioSesion } from './sesion.js';
import type { Rol } from './roles.js';

const AHORA = 1_700_000_000_000;

/** Routes as their sections declare them (each remote's src/rutas.ts); the guards read only the metadata. */
const DASHBOARD = { requireAccesoDashboard: true, requireCtaCteGrupo: false } as const;
const RUTAS = {
  error404: { nombre: 'error404', remoto: 'host', path: '/error404', titulo: 'Página no encontrada', isPublic: true },
  inicio: { nombre: 'inicio', remoto: 'mfe-home', path: '/', titulo: 'Inicio', ...DASHBOARD },
  eventos: { nombre: 'eventos', remoto: 'mfe-home', path: '/eventos', titulo: 'Eventos', ...DASHBOARD },
  archivos: { nombre: 'archivos', remoto: 'mfe-home', path: '/archivos', titulo: 'Archivos' },
  'pedido-nuevo': { nombre: 'pedido-nuevo', remoto: 'mfe-pedidos', path: '/pedidos/nuevo', titulo: 'Nuevo pedido', rol: 'ConsultorStock', ...DASHBOARD },
  'historico-bonos': { nombre: 'historico-bonos', remoto: 'mfe-pedidos', path: '/historico/bonos', titulo: 'Bonos', rol: 'Pedidos', ...DASHBOARD },
  'cc-grupo-informacion': {
    nombre: 'cc-grupo-informacion',
    remoto: 'mfe-cuenta-corriente',
    path: '/cc-grupo/informacion',
    titulo: 'Información del grupo',
    rol: 'CuentaCorriente',
    requireAccesoDashboard: false,
    requireCtaCteGrupo: true,
  },
  'lista-usuarios': { nombre: 'lista-usuarios', remoto: 'mfe-admin', path: '/admin-usuarios', titulo: 'Administración de usuarios de farmacia', rol: 'Administrador' },
} satisfies Record<string, MetaRuta>;
const usuario = (roles: Rol[], expiraEn = AHORA + 60_000, grupo: number | null = null): UsuarioSesion =>
  perfilASesion({ sub: 'u', FarmaciaId: 1001, FarmaciaGrupoId: grupo, SeccionesHabilitadas: [1, 2], Roles: roles }, expiraEn);

describe('evaluarGuardas (SPEC §4 order)', () => {
  it('lets anybody into a public route', () => {
    expect(evaluarGuardas({ ruta: RUTAS.error404, pathCompleto: '/error404', usuario: null, ahora: AHORA })).toEqual({ tipo: 'permitir' });
  });

  it('1. starts the login flow with the full target path when there is no user or it expired', () => {
    const pathCompleto = '/pedidos/nuevo?texto=ibu';
    expect(evaluarGuardas({ ruta: RUTAS['pedido-nuevo'], pathCompleto, usuario: null, ahora: AHORA })).toEqual({ tipo: 'login', destino: pathCompleto });
    const vencido = usuario(['Pedidos', 'ConsultorStock', 'AccesoDashboard'], AHORA);
    expect(evaluarGuardas({ ruta: RUTAS['pedido-nuevo'], pathCompleto, usuario: vencido, ahora: AHORA })).toEqual({ tipo: 'login', destino: pathCompleto });
  });

  it('2. sends a user without dashboard access to cuenta-corriente-deuda when it has a current account, else to archivos', () => {
    expect(evaluarGuardas({ ruta: RUTAS.inicio, pathCompleto: '/', usuario: usuario(['CuentaCorriente']), ahora: AHORA })).toEqual({
      tipo: 'redirigir',
      a: '/cc/composicion-de-la-deuda',
    });
    expect(evaluarGuardas({ ruta: RUTAS.eventos, pathCompleto: '/eventos', usuario: usuario(['Pedidos']), ahora: AHORA })).toEqual({
      tipo: 'redirigir',
      a: '/archivos',
    });
    expect(evaluarGuardas({ ruta: RUTAS.inicio, pathCompleto: '/', usuario: usuario(['AccesoDashboard']), ahora: AHORA })).toEqual({ tipo: 'permitir' });
  });

  it('2. lets a group current-account user into /cc-grupo and keeps others out', () => {
    const ruta = RUTAS['cc-grupo-informacion'];
    const grupo = usuario(['CuentaCorriente', 'CuentaCorrienteGrupo'], AHORA + 60_000, 7);
    expect(evaluarGuardas({ ruta, pathCompleto: ruta.path, usuario: grupo, ahora: AHORA })).toEqual({ tipo: 'permitir' });
    // The role without a group (admin.demo has every role, and its pharmacy is in no group): nothing to see there.
    const sinGrupo = usuario(['CuentaCorriente', 'CuentaCorrienteGrupo']);
    expect(evaluarGuardas({ ruta, pathCompleto: ruta.path, usuario: sinGrupo, ahora: AHORA })).toEqual({ tipo: 'redirigir', a: '/cc/composicion-de-la-deuda' });
    const dashboard = usuario(['CuentaCorriente', 'AccesoDashboard']);
    expect(evaluarGuardas({ ruta, pathCompleto: ruta.path, usuario: dashboard, ahora: AHORA })).toEqual({
      tipo: 'redirigir',
      a: '/cc/composicion-de-la-deuda',
    });
  });

  it('2. does not apply to a route with only one of the two flags', () => {
    const ruta = { ...RUTAS.archivos, requireAccesoDashboard: true };
    expect(evaluarGuardas({ ruta, pathCompleto: '/archivos', usuario: usuario([]), ahora: AHORA })).toEqual({ tipo: 'permitir' });
  });

  it('3. sends a user without the role the route declares to /error401', () => {
    const ruta = RUTAS['pedido-nuevo'];
    expect(evaluarGuardas({ ruta, pathCompleto: ruta.path, usuario: usuario(['Pedidos', 'AccesoDashboard']), ahora: AHORA })).toEqual({
      tipo: 'redirigir',
      a: '/error401',
    });
    const conRol = usuario(['Pedidos', 'ConsultorStock', 'AccesoDashboard']);
    expect(evaluarGuardas({ ruta, pathCompleto: ruta.path, usuario: conRol, ahora: AHORA })).toEqual({ tipo: 'permitir' });
    const admin = RUTAS['lista-usuarios'];
    expect(evaluarGuardas({ ruta: admin, pathCompleto: admin.path, usuario: usuario(['Pedidos']), ahora: AHORA })).toEqual({ tipo: 'redirigir', a: '/error401' });
  });

  it('checks the dashboard rule before the role', () => {
    const ruta = RUTAS['historico-bonos'];
    expect(evaluarGuardas({ ruta, pathCompleto: ruta.path, usuario: usuario([]), ahora: AHORA })).toEqual({ tipo: 'redirigir', a: '/archivos' });
  });

  it('sends an unknown path to /error404', () => {
    expect(evaluarGuardas({ ruta: null, pathCompleto: '/nada', usuario: null, ahora: AHORA })).toEqual({ tipo: 'redirigir', a: '/error404' });
  });
});
