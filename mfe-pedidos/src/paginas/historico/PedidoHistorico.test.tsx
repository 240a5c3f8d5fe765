import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ESTILO_IMPRESION } from '../../exportaciones/ImpresionManual.js';
import ItemsProducto from './ItemsProducto.js';
import PedidoHistorico from './PedidoHistorico.js';
import { iniciarApiPaginas, mostrarPagina, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.servidor.cerrar());
beforeEach(() => api.reiniciar());

const pedido = (id: number, cambios: Record<string, unknown> = {}) => ({
  id, pedidoGuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, farmaciaId: 7, fechaAlta: '2026-11-20T13:30:00.000Z', estadoId: 300, turnoId: 1,
  userId: 'u-1', importe: 123456.5, operador: 'WEB', cantidadItems: 2, cantidadItemsTotal: 5, facturasGeneradas: 1, remitos: [], ...cambios,
});
const linea = (troquel: number, prodNombre: string, cambios: Record<string, unknown> = {}) => ({
  id: troquel, troquel, codigoBarras: null, prodNombre, recomendado: false, cantPedida: 3, cantAprobada: 3, cantPreparada: 3, respId: 0, ofertaId: 0, comboId: 0,
  importe: 4500, iva: 21, descuento: 0, descuentoProducto: 0, observaciones: null, observacionesProductoMask: 0, tipoDescuentoProducto: 0, ofertaLeyenda: null,
  pedidoId: 77, farmaciaId: 7, fechaAlta: '2026-11-20T13:30:00.000Z', userId: 'u-1', facturaId: 9001, ...cambios,
});

function responderPedido(cambios: Record<string, unknown> = {}, lineas = [linea(1001, 'Ibuprofeno 400 mg x 20', { descuentoProducto: 3 }), linea(1003, 'Amoxicilina 500 mg x 16', { respId: 5, cantPedida: 12 })]) {
  api.responder('GET /api/pedido/respuestas', { body: [{ id: 0, descripcion: 'Aprobado' }, { id: 5, descripcion: 'Impreso' }] });
  api.responder('GET /api/pedido/77', { body: pedido(77, cambios) });
  api.responder('GET /api/pedido/77/detalle', { body: lineas });
  api.responder('GET /api/pedido/77/EstadoTransmision', { body: { pedidoId: 77, estadoId: 300, estado: 'Controlado', transmitido: true, mensajeTransmision: null } });
  api.responder('POST /api/pedido/FacturasIds', { body: [{ pedidoId: 77, facturaIds: [9001] }] });
}

/** The browser's save of a downloaded file: the names it was offered. */
function capturarDescargas() {
  const guardados: string[] = [];
  const crear = URL.createObjectURL;
  URL.createObjectURL = () => 'blob:prueba';
  const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    guardados.push(this.download);
  });
  return {
    guardados,
    restaurar: () => {
      clic.mockRestore();
      URL.createObjectURL = crear;
    },
  };
}

test("an order's lines show the product discount and link each product's laboratory to its lines", async () => {
  responderPedido();
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/77');
  const fila = (await screen.findByText('Ibuprofeno 400 mg x 20')).closest('tr') as HTMLElement;
  expect(within(fila).getByText('3 %')).toBeInTheDocument();
  expect(await within(fila).findByRole('link', { name: 'Bagó' })).toHaveAttribute('href', '/historico/items-laboratorio/1');
  expect(within(fila).getByRole('link', { name: '1001' })).toHaveAttribute('href', '/historico/items/1001');
});

test('the remitos that delivered the order show what each brought (ItemsRemito) and lead to its control', async () => {
  responderPedido({
    remitos: [
      { nroRemito: 10000010, fecha: '2026-11-20T18:00:00.000Z', cantidadUnidades: 15, controlado: true },
      { nroRemito: 10000011, fecha: '2026-11-21T18:00:00.000Z', cantidadUnidades: 3, controlado: false },
    ],
  });
  api.responder('GET /api/pedido/ItemsRemito/10000010', { body: [{ troquel: 1002, codigoBarras: null, prodNombre: 'Ibupirac 600 mg x 10', laboratorioNombre: 'Roemmers', cantPreparada: 12, pedidoId: 77 }] });
  api.responder('GET /api/pedido/ItemsRemito/10000011', { body: [{ troquel: 1001, codigoBarras: null, prodNombre: 'Ibuprofeno 400 mg x 20', laboratorioNombre: 'Bagó', cantPreparada: 3, pedidoId: 77 }] });
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/77');
  await userEvent.click(await screen.findByRole('tab', { name: 'Remitos (2)' }));
  const remito = (await screen.findByText('Ibupirac 600 mg x 10')).closest('tr') as HTMLElement;
  expect(within(remito).getByText('12')).toBeInTheDocument();
  expect(within(remito).getByText('Roemmers')).toBeInTheDocument();
  expect(await within(remito).findByText('Bono PAP')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver controles del pedido' })).toHaveAttribute('href', '/control-pedidos/pedido/77');
  expect(screen.getByRole('link', { name: 'Controlar el remito' })).toHaveAttribute('href', '/control-pedidos/nuevo/10000011');
  expect(screen.getByText('Sin controlar')).toBeInTheDocument();
});

test('the transmission message is worded by MensajesTransmisiones; the no-balance one is an error', async () => {
  responderPedido();
  api.responder('GET /api/pedido/77/EstadoTransmision', {
    body: { pedidoId: 77, estadoId: 210, estado: 'Envío rechazado', transmitido: true, mensajeTransmision: { clave: 'pedidoConFinErrorPorFaltaDeSaldo', mensaje: 'texto del estado' } },
  });
  api.responder('GET /api/pedidoHistorico/MensajesTransmisiones', {
    body: [{ clave: 'pedidoConFinErrorPorFaltaDeSaldo', mensaje: 'El pedido fue rechazado por falta de saldo en la cuenta corriente.' }],
  });
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/77');
  const alerta = await screen.findByText('El pedido fue rechazado por falta de saldo en la cuenta corriente.');
  expect(alerta.closest('.ant-alert')).toHaveClass('ant-alert-error');
  expect(api.cuerpos('GET /api/pedidoHistorico/MensajesTransmisiones')).toHaveLength(1);
});

test('the manual print lists only the lines answered with code 5, 3-character quantities and 30-character names, and prints only itself', async () => {
  responderPedido();
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/77');
  await screen.findByText('Ibuprofeno 400 mg x 20');
  await userEvent.click(await screen.findByRole('button', { name: 'Impresión manual (1)' }));
  const bloque = await screen.findByTestId('impresion-manual');
  expect(bloque.textContent).toBe(` 12 ${'Amoxicilina 500 mg x 16'.padEnd(30, ' ')}`);
  expect(bloque.closest('[data-impresion-manual]')).not.toBeNull();
  expect(ESTILO_IMPRESION).toContain('@media print');
  expect(ESTILO_IMPRESION).toContain('body * { visibility: hidden !important; }');
  expect([...document.querySelectorAll('style')].some((s) => s.textContent === ESTILO_IMPRESION)).toBe(true);
  const imprimir = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
  expect(imprimir).toHaveBeenCalledTimes(1);
  imprimir.mockRestore();
});

test('an order without a line to print keeps the manual print off', async () => {
  responderPedido({}, [linea(1001, 'Ibuprofeno 400 mg x 20')]);
  mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/77');
  await screen.findByText('Ibuprofeno 400 mg x 20');
  expect(screen.getByRole('button', { name: 'Impresión manual' })).toBeDisabled();
});

test('the response file downloads with no timeout, shows its progress and keeps the name the server gives it', async () => {
  responderPedido();
  let soltar: () => void = () => undefined;
  const listo = new Promise<void>((r) => (soltar = r));
  api.servidor.rutas.unshift((req, _cuerpo, res) => {
    if (req.url !== '/api/pedido/77/archivo/asop') return false;
    const datos = Buffer.from('0001234'.repeat(40));
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': String(datos.length), 'content-disposition': 'attachment; filename="ASOP77.RSP"' });
    res.write(datos.subarray(0, 100));
    void listo.then(() => res.end(datos.subarray(100)));
    return true;
  });
  const descargas = capturarDescargas();
  try {
    mostrarPagina(<PedidoHistorico />, '/historico/pedido/:pedidoId', '/historico/pedido/77');
    const boton = await screen.findByRole('button', { name: 'Descargar ASOP77.RSP' });
    // Enabled once the order's lines arrived.
    await waitFor(() => expect(boton).toBeEnabled());
    await userEvent.click(boton);
    await waitFor(() => expect(screen.getByLabelText('Descargando ASOP77.RSP')).toHaveTextContent('35 %'));
    soltar();
    await waitFor(() => expect(descargas.guardados).toEqual(['ASOP77.RSP']));
  } finally {
    descargas.restaurar();
    api.servidor.rutas.shift();
  }
});

test("a product's lines: every order that had it, with its laboratory linked", async () => {
  api.responder('GET /api/pedido/respuestas', { body: [{ id: 0, descripcion: 'Aprobado' }] });
  api.responder('GET /api/pedidoHistorico/BuscarPedidoDet', { body: [linea(1002, 'Ibupirac 600 mg x 10', { pedidoId: 80 })] });
  mostrarPagina(<ItemsProducto />, '/historico/items/:troquel', '/historico/items/1002');
  expect(await screen.findByRole('heading', { name: 'Pedidos de Ibupirac 600 mg x 10 (troquel 1002)' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Roemmers' })).toHaveAttribute('href', '/historico/items-laboratorio/2');
  const fila = (await screen.findByRole('link', { name: '80' })).closest('tr') as HTMLElement;
  expect(await within(fila).findByText('Aprobado')).toBeInTheDocument();
  expect(await within(fila).findByText('Bono PAP')).toBeInTheDocument();
  const llamada = api.servidor.llamadas.find((l) => l.path.startsWith('/api/pedidoHistorico/BuscarPedidoDet'))!;
  expect(decodeURIComponent(llamada.path)).toContain('filters=troquel==1002');
  expect(llamada.path).toContain('sorts=-fechaAlta');
});
