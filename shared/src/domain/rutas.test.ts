import { NOMBRES_RUTA, REDIRECCIONES, RUTAS } from './rutas.js';
import { buscarRuta, routePath } from './ruta-path.js';

describe('RUTAS', () => {
  it('gives every route an absolute, unique path and a Spanish title', () => {
    const paths = NOMBRES_RUTA.map((n) => RUTAS[n].path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const nombre of NOMBRES_RUTA) {
      expect(RUTAS[nombre].nombre).toBe(nombre);
      expect(RUTAS[nombre].path.startsWith('/')).toBe(true);
      expect(RUTAS[nombre].titulo.trim()).not.toBe('');
    }
  });

  it('uses the names and titles SPEC §2 gives', () => {
    expect(RUTAS['pedido-nuevo'].path).toBe('/pedidos/nuevo');
    expect(RUTAS['resumen-pedido']).toMatchObject({ path: '/pedidos/resumen', titulo: 'Resumen pedido', menuHidden: true });
    expect(RUTAS['buscar-pedidos-recall-id']).toMatchObject({ titulo: 'Histórico de pedidos de Recalls', path: '/recalls/pedido/:pedidoId?' });
    expect(RUTAS['buscar-items-pedido-recall-troquel'].titulo).toBe('Histórico de pedidos de Recalls');
    expect(RUTAS['recalls-confirmacion'].titulo).toBe('Confirmación de pedido de recalls');
    expect(RUTAS['vencidos-home']).toMatchObject({ path: '/vencidos', titulo: 'Devolución de Vencidos', seccion: 8 });
    expect(RUTAS['ingreso-lotes-vencidos'].titulo).toBe('Ingreso de lotes para Devolución de Vencidos');
    expect(RUTAS['devolucion-vencido-resumen'].titulo).toBe('Resumen Devolucion de Vencidos');
    expect(RUTAS['vencidos-confirmacion'].titulo).toBe('Confirmación de Devolución Vencidos');
    expect(RUTAS['vencidos-deshabilitado']).toMatchObject({ titulo: 'Convenio Vencidos', kiosk: true });
    expect(RUTAS['lista-usuarios']).toMatchObject({ path: '/admin-usuarios', titulo: 'Administración de usuarios de farmacia' });
    expect(RUTAS['crear-usuario'].titulo).toBe('Crear usuario de farmacia');
    expect(RUTAS['editar-usuario'].titulo).toBe('Editar usuario farmacia');
    expect(RUTAS.error404.titulo).toBe('Página no encontrada');
    expect(RUTAS.error401.titulo).toBe('Sin permisos para acceder');
    expect(RUTAS['oidc-callback-error'].titulo).toBe('Error al establecer conexión');
  });

  it('marks the dashboard routes with both guard flags and the group current account with requireCtaCteGrupo', () => {
    for (const nombre of ['inicio', 'eventos', 'instagram', 'banners', 'pedido-nuevo', 'agregar-combo', 'transfers-lab'] as const) {
      expect(RUTAS[nombre]).toMatchObject({ requireAccesoDashboard: true, requireCtaCteGrupo: false });
    }
    const grupo = NOMBRES_RUTA.filter((n) => RUTAS[n].path.startsWith('/cc-grupo/'));
    expect(grupo.length).toBe(6);
    for (const nombre of grupo) expect(RUTAS[nombre]).toMatchObject({ requireCtaCteGrupo: true, requireAccesoDashboard: false, seccion: 2 });
    expect(RUTAS.archivos.requireAccesoDashboard).toBeUndefined();
  });

  it('declares only parameters its path has as digit-only', () => {
    for (const nombre of NOMBRES_RUTA) {
      for (const param of RUTAS[nombre].paramsDigitos ?? []) expect(RUTAS[nombre].path).toMatch(new RegExp(`:${param}\\??(/|$)`));
    }
    expect(RUTAS['historico-items-laboratorio'].paramsDigitos).toEqual(['laboratorioId']);
    expect(RUTAS['recalls-resumen'].paramsDigitos).toEqual(['recallId']);
  });

  it('keeps public error and callback routes in the host, out of the menu', () => {
    for (const nombre of ['error404', 'error500', 'sitio-en-mantenimiento', 'oidc-callback', 'autologin', 'storybook-sorting'] as const) {
      expect(RUTAS[nombre]).toMatchObject({ remoto: 'host', isPublic: true, menuHidden: true });
    }
  });

  it('gives no hidden route a menu entry', () => {
    for (const nombre of NOMBRES_RUTA) if (RUTAS[nombre].menuHidden) expect(RUTAS[nombre].menu).toBeUndefined();
  });

  it('redirects /pedidos, /pedidos/importador, /storybook and the bare section prefixes', () => {
    expect(REDIRECCIONES.map((r) => [r.desde, routePath(r.hacia)])).toEqual([
      ['/pedidos', '/pedidos/nuevo'],
      ['/pedidos/importador', '/pedidos/importador/seleccionar-archivo'],
      ['/storybook', '/storybook/smart-table-array'],
      ['/control-pedidos', '/control-pedidos/seleccion-remito'],
      ['/historico', '/historico/buscar'],
      ['/cc', '/cc/composicion-de-la-deuda'],
      ['/cc-grupo', '/cc-grupo/informacion'],
      ['/devoluciones', '/devoluciones/seleccionar-factura'],
      ['/recalls', '/recalls/nuevo'],
    ]);
  });
});

describe('routePath', () => {
  it('fills required, optional and splat parameters', () => {
    expect(routePath('inicio')).toBe('/');
    expect(routePath('historico-pedido', { pedidoId: 42 })).toBe('/historico/pedido/42');
    expect(routePath('agregar-combo', { comboId: 7 })).toBe('/pedidos/agregar-combo/7');
    expect(routePath('agregar-combo', { comboId: 7, troquel: 1234567 })).toBe('/pedidos/agregar-combo/7/1234567');
    expect(routePath('confirmacion-pedido', { '*': 'abc/def' })).toBe('/pedidos/confirmacion/guid/abc/def');
    expect(routePath('editar-usuario', { id: 'a b' })).toBe('/admin-usuarios/editar/a%20b');
  });

  it('throws on a missing required parameter or a non-digit value of a digit-only one', () => {
    expect(() => routePath('historico-pedido')).toThrow('Falta el parámetro "pedidoId" de la ruta "historico-pedido"');
    expect(() => routePath('confirmacion-pedido')).toThrow('Falta el parámetro "*"');
    expect(() => routePath('historico-pedido', { pedidoId: 'x1' })).toThrow('acepta solo dígitos');
  });
});

describe('buscarRuta', () => {
  it('finds the route of a path, ignoring query and hash', () => {
    expect(buscarRuta('/')?.ruta.nombre).toBe('inicio');
    expect(buscarRuta('/historico/pedido/15?x=1#y')).toMatchObject({ ruta: { nombre: 'historico-pedido' }, params: { pedidoId: '15' } });
    expect(buscarRuta('/recalls/pedido')?.ruta.nombre).toBe('buscar-pedidos-recall-id');
    expect(buscarRuta('/pedidos/confirmacion/guid/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(buscarRuta('/vencidos/')?.ruta.nombre).toBe('vencidos-home');
  });

  it('rejects non-digit values of digit-only parameters and unknown paths', () => {
    expect(buscarRuta('/historico/pedido/abc')).toBeNull();
    expect(buscarRuta('/pedidos/confirmacion/guid')).toBeNull();
    expect(buscarRuta('/no-existe')).toBeNull();
  });
});
