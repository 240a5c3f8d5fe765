import { esAdministrador, rolRequerido } from './rol-por-prefijo.js';

describe('rolRequerido', () => {
  it.each([
    ['/control-pedidos/buscar', 'Pedidos'],
    ['/pedidos/favoritos', 'Pedidos'],
    ['/historico/bonos', 'Pedidos'],
    ['/pedidos/nuevo', 'ConsultorStock'],
    ['/pedidos/nuevo?texto=ibu', 'ConsultorStock'],
    ['/cc/factura-electronica/pedido/3', 'CuentaCorrienteFacturas'],
    ['/cc/detalle-pagos', 'CuentaCorriente'],
    ['/cc-grupo/informacion', 'CuentaCorriente'],
    ['/devoluciones/buscar', 'Devoluciones'],
    ['/recalls/nuevo', 'Devoluciones'],
    ['/vencidos', 'Devoluciones'],
    ['/admin-usuarios/editar/5', 'Administrador'],
  ])('%s needs %s (longest prefix wins)', (path, rol) => {
    expect(rolRequerido(path)).toBe(rol);
  });

  it('matches whole segments and leaves unmapped paths free', () => {
    expect(rolRequerido('/vencidos-deshabilitado')).toBeNull();
    expect(rolRequerido('/pedidos-otros')).toBeNull();
    expect(rolRequerido('/archivos')).toBeNull();
    expect(rolRequerido('/')).toBeNull();
  });
});

it('esAdministrador checks the Administrador role', () => {
  expect(esAdministrador(['Pedidos', 'Administrador'])).toBe(true);
  expect(esAdministrador(['Pedidos'])).toBe(false);
});
