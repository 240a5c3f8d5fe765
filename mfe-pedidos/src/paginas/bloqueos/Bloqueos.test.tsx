import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import FarmaciaBloqueada from './FarmaciaBloqueada.js';
import FarmaciaSinSaldo from './FarmaciaSinSaldo.js';
import { USUARIO_PRUEBA, iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

const FARMACIA = {
  id: 7, nombre: 'Farmacia del Centro', razonSocial: 'Del Centro S.R.L.', descuento: 0, plazo: 30, saldo: -54_233_885.77, direccion: 'Av. Corrientes 1234',
  localidad: 'CABA', codPostal: '1043', cuit: '30-12345678-9', ingresosBrutos: '901-123456-7', directorTecnico: 'María López', sucursal: 1,
  fechaVencimiento: null, tipoContribuyente: 1, tipoFarmacia: 1, nroReparto: 3, gln: null,
};

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(async () => {
  api.reiniciar();
  api.responder('GET /api/farmacia/7', { body: FARMACIA });
});

// The API's pharmacy balance is negative when it owes; every page reads the same debt as the debt page and the widget do.
const SALDO_DEUDOR = 'Farmacia del Centro · saldo de la cuenta corriente: Debe $ 54.233.885,77';

test('the blocked page explains the block with the pharmacy\'s balance and what to do', async () => {
  const { container } = mostrarPagina(<FarmaciaBloqueada />, '/pedidos/farmacia-bloqueada', '/pedidos/farmacia-bloqueada');
  expect(screen.getByText('La farmacia está bloqueada')).toBeInTheDocument();
  expect(await screen.findByText(SALDO_DEUDOR)).toBeInTheDocument();
  expect(screen.getByText(/Comuníquese con la distribuidora/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ver la cuenta corriente' })).not.toBeInTheDocument();
  expect(container.querySelector('[data-remoto="mfe-pedidos"]')).not.toBeNull();
});

test('the no-balance page links to the current account for a user with that role', async () => {
  mostrarPagina(<FarmaciaSinSaldo />, '/pedidos/farmacia-sin-saldo', '/pedidos/farmacia-sin-saldo', {
    ...USUARIO_PRUEBA,
    roles: ['Pedidos', 'CuentaCorriente'],
    permisos: { ...USUARIO_PRUEBA.permisos, cuentaCorriente: true },
  });
  expect(screen.getByText('La farmacia no tiene saldo suficiente')).toBeInTheDocument();
  expect(await screen.findByText(SALDO_DEUDOR)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver la cuenta corriente' })).toHaveAttribute('href', expect.stringMatching(/^\/cc/));
});

test('a balance in the pharmacy\'s favour reads as an amount a favor on both pages, without a minus sign', async () => {
  api.responder('GET /api/farmacia/7', { body: { ...FARMACIA, saldo: 1234.5 } });
  mostrarPagina(<FarmaciaSinSaldo />, '/pedidos/farmacia-sin-saldo', '/pedidos/farmacia-sin-saldo');
  expect(await screen.findByText('Farmacia del Centro · saldo de la cuenta corriente: $ 1.234,50 a favor')).toBeInTheDocument();
  cleanup();
  mostrarPagina(<FarmaciaBloqueada />, '/pedidos/farmacia-bloqueada', '/pedidos/farmacia-bloqueada');
  expect(await screen.findByText('Farmacia del Centro · saldo de la cuenta corriente: $ 1.234,50 a favor')).toBeInTheDocument();
});
