import { ErrorApi } from '@portal/shared/client';
import { usuarioCon } from '../../test/support/usuarios.js';
import { bloqueoDeError, destinoPorBloqueo, registrarBloqueoDeError, useBloqueoFarmaciaStore } from './bloqueoFarmacia.js';

const cuerpo = (codigo: string) => ({ title: 'Conflicto', errors: {}, mensaje: 'No puede pedir', codigo });

beforeEach(() => useBloqueoFarmaciaStore.getState().setBloqueo(null));

test('lee el código de bloqueo o de falta de saldo de una respuesta de la API', () => {
  expect(bloqueoDeError(new ErrorApi(409, 'No puede pedir', cuerpo('FarmaciaBloqueada')))).toBe('bloqueada');
  expect(bloqueoDeError(new ErrorApi(409, 'No puede pedir', cuerpo('FarmaciaSinSaldo')))).toBe('sin-saldo');
  expect(bloqueoDeError({ codigo: 'FarmaciaSinSaldo' })).toBe('sin-saldo');
  expect(bloqueoDeError(new ErrorApi(409, 'Otro', cuerpo('OtroCodigo')))).toBeNull();
  expect(bloqueoDeError(new Error('sin código'))).toBeNull();
});

test('un error con código de bloqueo queda registrado para las guardas', () => {
  registrarBloqueoDeError(new ErrorApi(409, 'No puede pedir', cuerpo('FarmaciaSinSaldo')));
  expect(useBloqueoFarmaciaStore.getState().bloqueo).toBe('sin-saldo');

  registrarBloqueoDeError(new ErrorApi(500, 'Otro error'));
  expect(useBloqueoFarmaciaStore.getState().bloqueo).toBe('sin-saldo');
});

test.each(['/pedidos/nuevo', '/pedidos/favoritos?x=1', '/control-pedidos/buscar', '/historico/pedido/5', '/pedidos'])(
  'una farmacia con el rol FarmaciaBloqueada va desde %s a la página de farmacia bloqueada',
  (path) => {
    expect(destinoPorBloqueo(path, usuarioCon(['Pedidos', 'FarmaciaBloqueada']), null)).toBe('/pedidos/farmacia-bloqueada');
  },
);

test('una farmacia sin saldo va a su página; el bloqueo tiene prioridad', () => {
  expect(destinoPorBloqueo('/historico/buscar', usuarioCon(['Pedidos']), 'sin-saldo')).toBe('/pedidos/farmacia-sin-saldo');
  expect(destinoPorBloqueo('/historico/buscar', usuarioCon(['Pedidos', 'FarmaciaBloqueada']), 'sin-saldo')).toBe('/pedidos/farmacia-bloqueada');
});

test('las propias páginas de bloqueo y el resto del portal no se desvían', () => {
  const bloqueado = usuarioCon(['Pedidos', 'FarmaciaBloqueada']);
  expect(destinoPorBloqueo('/pedidos/farmacia-bloqueada', bloqueado, null)).toBeNull();
  expect(destinoPorBloqueo('/pedidos/farmacia-sin-saldo', bloqueado, 'sin-saldo')).toBeNull();
  expect(destinoPorBloqueo('/cc/detalle-pagos', bloqueado, 'bloqueada')).toBeNull();
  expect(destinoPorBloqueo('/pedidos-viejos', bloqueado, null)).toBeNull();
  expect(destinoPorBloqueo('/pedidos/nuevo', usuarioCon(['Pedidos']), null)).toBeNull();
});
