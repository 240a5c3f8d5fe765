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

const ordena = { soloFarmaciaHabilitada: true };
const lee = {};

test('una farmacia con el rol FarmaciaBloqueada va desde una página que pide a la página de farmacia bloqueada', () => {
  expect(destinoPorBloqueo(ordena, usuarioCon(['Pedidos', 'FarmaciaBloqueada']), null)).toBe('/pedidos/farmacia-bloqueada');
  expect(destinoPorBloqueo(ordena, usuarioCon(['Pedidos']), 'bloqueada')).toBe('/pedidos/farmacia-bloqueada');
});

test('una farmacia sin saldo va a su página; el bloqueo tiene prioridad', () => {
  expect(destinoPorBloqueo(ordena, usuarioCon(['Pedidos']), 'sin-saldo')).toBe('/pedidos/farmacia-sin-saldo');
  expect(destinoPorBloqueo(ordena, usuarioCon(['Pedidos', 'FarmaciaBloqueada']), 'sin-saldo')).toBe('/pedidos/farmacia-bloqueada');
});

test('las páginas que solo leen (histórico, controles hechos, el resto del portal) quedan abiertas; una farmacia habilitada pide', () => {
  const bloqueado = usuarioCon(['Pedidos', 'FarmaciaBloqueada']);
  expect(destinoPorBloqueo(lee, bloqueado, 'bloqueada')).toBeNull();
  expect(destinoPorBloqueo(lee, usuarioCon(['Pedidos']), 'sin-saldo')).toBeNull();
  expect(destinoPorBloqueo(ordena, usuarioCon(['Pedidos']), null)).toBeNull();
});
