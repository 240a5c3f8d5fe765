import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import dayjs from 'dayjs';
import BuscarPedidos, { errorRango, inicioHistorico } from './BuscarPedidos.js';
import ItemsLaboratorio from './ItemsLaboratorio.js';
import PedidoHistorico, { lineasParaImprimir } from './PedidoHistorico.js';
import { iniciarApiPaginas, mostrarPagina, responderImportarCarrito, type ApiPaginas } from '../../../test/support/paginas.js';
import { ahoraDistribuidora } from '@portal/shared/client';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => api.reiniciar());

const pedido = (id: number, cambios: Record<string, unknown> = {}) => ({
  id, pedidoGuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, farmaciaId: 1001, fechaAlta: '2026-11-20T13:30:00.000Z', estadoId: 220, turnoId: 1,
  userId: 'u-1', importe: 123456.5, operador: 'Martín Gómez', cantidadItems: 2, cantidadItemsTotal: 5, facturasGeneradas: 1, ...cambios,
});
const linea = (troquel: number, prodNombre: string, cambios: Record<string, unknown> = {}) => ({
  id: troquel, troquel, codigoBarras: null, prodNombre, recomendado: false, cantPedida: 3, cantAprobada: 2, cantPreparada: 2, respId: 2, ofertaId: 0, comboId: 0,
  importe: 4500, iva: 21, descuento: 5, descuentoProducto: 0, observaciones: null, observacionesProductoMask: 0, tipoDescuentoProducto: 0, ofertaLeyenda: null,
  pedidoId: 77, farmaciaId: 1001, fechaAlta: '2026-11-20T13:30:00.000Z', userId: 'u-1', facturaId: null, ...cambios,
});
const comunes = () => {
  api.responder('GET /api/estado', { body: [{ id: 200, descripcion: 'Pendiente OK' }, { id: 220, descripcion: 'Envío aprobado' }] });
  api.responder('GET /api/pedido/turnos', { body: [{ id: 1, activo: true, obs: 'Mañana', horaCierre: '09:30' }] });
  api.responder('GET /api/pedido/respuestas', { body: [{ id: 2, descripcion: 'Aprobado parcialmente' }, { id: 5, descripcion: 'Impreso' }] });
};

test('the history lists the orders with Spanish state, es-AR money and Argentine dates, and filters by state through the list query', async () => {
  comunes();
  api.responder('GET /api/pedidoHistorico/BuscarPedido', () => ({ body: [pedido(77), pedido(76, { estadoId: 200, importe: 10 })] }));
  mostrarPagina(<BuscarPedidos />, '/historico/buscar', '/historico/buscar');
  const fila = (await screen.findByRole('link', { name: '77' })).closest('tr') as HTMLElement;
  expect(within(fila).getByText('20/11/2026 10:30')).toBeInTheDocument();
  expect(within(fila).getByText(/123\.456,50/)).toBeInTheDocument();
  expect(await within(fila).findByText('Envío aprobado')).toBeInTheDocument();
  expect(within(fila).getByText('Mañana')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
  await userEvent.click(await screen.findByTitle('Pendiente OK'));
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(api.servidor.llamadas.some((s) => s.path.includes('filters=estadoId%3D%3D200') && s.path.includes('sorts=-fechaAlta'))).toBe(true));
});

test('the history filters by the user who placed the order and starts its dates at the cut date of parameter 308', async () => {
  comunes();
  const corte = ahoraDistribuidora().subtract(100, 'day');
  api.responder('POST /api/ParametrosGenerales', { body: [{ id: 308, nombre: 'Fecha de corte del histórico', valor: corte.format('DD/MM/YYYY') }] });
  api.responder('GET /api/pedidoHistorico/Usuarios', { body: [{ id: 'u-1', userName: 'pedidos.demo' }, { id: 'u-2', userName: 'admin.demo' }] });
  api.responder('GET /api/pedidoHistorico/BuscarPedido', () => ({ body: [pedido(77)] }));
  mostrarPagina(<BuscarPedidos />, '/historico/buscar', '/historico/buscar');
  const fila = (await screen.findByRole('link', { name: '77' })).closest('tr') as HTMLElement;
  expect(await within(fila).findByText('pedidos.demo')).toBeInTheDocument();
  expect(await screen.findByText(`Desde el ${corte.format('DD/MM/YYYY')}`)).toBeInTheDocument();
  // Only parameter 308 is asked for (a slow answer may be asked again by the client's retry).
  expect(new Set(api.cuerpos('POST /api/ParametrosGenerales').map((c) => JSON.stringify(c)))).toEqual(new Set(['[308]']));

  await userEvent.click(screen.getByRole('combobox', { name: 'Usuario' }));
  await userEvent.click(await screen.findByTitle('admin.demo'));
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await waitFor(() => expect(api.servidor.llamadas.some((s) => s.path.includes(`filters=${encodeURIComponent('userId==u-2')}`))).toBe(true));
});

test('a reversed range or one before the history start is refused with its reason, as the API does', () => {
  const hoy = dayjs('2026-11-25');
  expect(inicioHistorico('10/01/2025', hoy).format('DD/MM/YYYY')).toBe('10/01/2025');
  expect(inicioHistorico('10/01/2020', hoy).format('DD/MM/YYYY')).toBe('25/03/2024');
  expect(inicioHistorico(null, hoy).format('DD/MM/YYYY')).toBe('25/03/2024');
  const inicio = dayjs('2025-01-10');
  expect(errorRango([dayjs('2026-11-20'), dayjs('2026-11-01')], inicio)).toBe('La fecha desde es posterior a la fecha hasta.');
  expect(errorRango([dayjs('2024-12-31'), dayjs('2026-11-01')], inicio)).toBe('El histórico de pedidos empieza el 10/01/2025.');
  expect(errorRango([dayjs('2025-01-10'), dayjs('2026-11-01')], inicio)).toBeNull();
});

test('an empty history and a failed one say so in Spanish', async () => {
  comunes();
  api.responder('GET /api/pedidoHistorico/BuscarPedido', { body: [] });
  mostrarPagina(<BuscarPedidos />, '/historico/buscar', '/historico/buscar');
  expect(await screen.findByText('No hay pedidos para los filtros elegidos.')).toBeInTheDocument();
});

test('one order: lines with answers and discount, its invoices, the transmission message; reorder shows each line result', async () => {
  comunes();
  api.responder('GET /api/pedido/77', { body: { ...pedido(77), remitos: [] } });
  api.responder('GET /api/pedido/77/detalle', { body: [linea(1001, 'Ibuprofeno 400 mg x 20'), linea(1003, 'Amoxicilina 500 mg x 16', { respId: 5 })] });
  api.responder('GET /api/pedido/77/EstadoTransmision', {
    body: { pedidoId: 77, estadoId: 210, estado: 'Envío rechazado', transmitido: true, mensajeTransmision: { clave: 'pedidoConFinErrorPorFaltaDeSaldo', mensaje: 'El pedido fue rechazado por falta de saldo en la cuenta corriente.' } },
  });
  api.responder('POST /api/pedido/FacturasIds', { body: [{ pedidoId: 77, facturaIds: [9001] }] });
  responderImportarCarrito(api, { 1003: CodigoResultadoCarrito.ProductoBloqueado });
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/77');
  const fila = (await screen.findByText('Ibuprofeno 400 mg x 20')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('Aprobado parcialmente')).toBeInTheDocument();
  expect(within(fila).getByText('5 %')).toBeInTheDocument();
  expect(await screen.findByText('El pedido fue rechazado por falta de saldo en la cuenta corriente.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Ver factura 9001' })).toHaveAttribute('href', '/cc/factura-electronica/pedido/77');
  expect(screen.queryByRole('button', { name: 'Borrar pedido' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Volver a pedir' }));
  expect(await screen.findByText('1 de 2 productos agregados al carrito.')).toBeInTheDocument();
  expect(screen.getByText('Amoxicilina 500 mg x 16: El producto está bloqueado para su farmacia.')).toBeInTheDocument();
  expect(api.cuerpos('POST /api/carritopersistente/ImportarCarrito')).toEqual([[{ troquel: 1001, cantidad: 3 }, { troquel: 1003, cantidad: 3 }]]);
});

test('a blocked pharmacy reads an order but cannot put it back into the cart: the button says why', async () => {
  comunes();
  api.responder('GET /api/pedido/77', { body: { ...pedido(77), remitos: [] } });
  api.responder('GET /api/pedido/77/detalle', { body: [linea(1001, 'Ibuprofeno 400 mg x 20')] });
  api.responder('GET /api/pedido/77/EstadoTransmision', { body: { pedidoId: 77, estadoId: 220, estado: 'Envío aprobado', transmitido: true, mensajeTransmision: null } });
  api.responder('POST /api/pedido/FacturasIds', { body: [{ pedidoId: 77, facturaIds: [] }] });
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/77', { ...USUARIO_PRUEBA, roles: [...USUARIO_PRUEBA.roles, 'FarmaciaBloqueada'] });
  expect(await screen.findByText('Ibuprofeno 400 mg x 20')).toBeInTheDocument();
  const volver = screen.getByRole('button', { name: 'Volver a pedir' });
  expect(volver).toBeDisabled();
  expect(volver).toHaveAccessibleDescription('La farmacia está bloqueada: puede consultar su histórico y sus controles, pero no hacer pedidos ni modificar el carrito.');
});

test('a pending order is deleted after confirming, and the page goes back to the history', async () => {
  comunes();
  api.responder('GET /api/pedido/76', { body: { ...pedido(76, { estadoId: 200 }), remitos: [] } });
  api.responder('GET /api/pedido/76/detalle', { body: [linea(1001, 'Ibuprofeno 400 mg x 20')] });
  api.responder('GET /api/pedido/76/EstadoTransmision', { body: { pedidoId: 76, estadoId: 200, estado: 'Pendiente OK', transmitido: false, mensajeTransmision: null } });
  api.responder('POST /api/pedido/FacturasIds', { body: [{ pedidoId: 76, facturaIds: [] }] });
  api.responder('DELETE /api/pedido/BorrarPedido/76', { status: 204 });
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/76');
  await userEvent.click(await screen.findByRole('button', { name: 'Borrar pedido' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Borrar' }));
  await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent('/historico/buscar'));
  expect(api.cuerpos('DELETE /api/pedido/BorrarPedido/76')).toHaveLength(1);
});

test("another pharmacy's order (404) shows that it was not found", async () => {
  comunes();
  api.responder('GET /api/pedido/5', { status: 404, body: { title: 'No encontrado', status: 404, mensaje: 'No se encontró el pedido.', errors: {} } });
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/5');
  expect(await screen.findByText('No se encontró el pedido.')).toBeInTheDocument();
});

test('the manual print takes only the lines answered with code 5 (SPEC §9)', () => {
  const a = linea(1, 'A', { respId: 5 }) as never;
  const b = linea(2, 'B') as never;
  expect(lineasParaImprimir([a, b])).toEqual([a]);
  expect(lineasParaImprimir([b])).toEqual([]);
});

test('a laboratory lists its lines with the totals of every page', async () => {
  comunes();
  api.responder('GET /api/pedidoHistorico/BuscarPedidoDet', { body: [linea(1001, 'Ibuprofeno 400 mg x 20')] });
  api.responder('GET /api/pedidoHistorico/TotalesPedidoDet', { body: { lineas: 42, cantPedida: 120, cantAprobada: 100, importe: 98765.4 } });
  mostrarPagina(<ItemsLaboratorio />, '/historico/items-laboratorio/:laboratorioId', '/historico/items-laboratorio/1');
  expect(await screen.findByText('Ibuprofeno 400 mg x 20')).toBeInTheDocument();
  expect(await screen.findByText(/98\.765,40/)).toBeInTheDocument();
  expect(screen.getByText('42')).toBeInTheDocument();
  expect(api.servidor.llamadas.some((l) => l.path.startsWith('/api/pedidoHistorico/TotalesPedidoDet?filters=laboratorioId%3D%3D1'))).toBe(true);
});
