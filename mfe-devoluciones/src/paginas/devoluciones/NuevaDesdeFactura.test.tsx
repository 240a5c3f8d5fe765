import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NuevaDesdeFactura from './NuevaDesdeFactura.js';
import { useBorradorDevolucion } from './borrador.js';
import { iniciarApiPaginas, mostrarPagina, PARAMETROS, type ApiPaginas } from '../../../test/support/paginas.js';

let api: ApiPaginas;
beforeAll(async () => {
  api = await iniciarApiPaginas();
});
afterAll(() => api.cerrar());

const MOTIVOS = ['Producto vencido', 'Error en el pedido', 'Producto dañado', 'Producto no solicitado', 'Vencimiento próximo', 'Recall del laboratorio', 'Diferencia de precio', 'Faltante en la entrega'].map(
  (descripcion, i) => ({ id: i + 1, descripcion }),
);
const linea = (pedidoDetId: number, troquel: number, prodNombre: string, tipoValidacion: string, cantDisponible: number) => ({
  pedidoDetId, troquel, prodNombre, cantAprobada: cantDisponible, cantDevuelta: 0, cantDisponible, importeTotal: 1000, iva: 210, comboId: null, observacionesProductoMask: 0, tipoValidacion,
});
const SERIE = linea(1, 1111111, 'Insulina trazable', 'serie', 2);
const LOTE = linea(2, 2222222, 'Amoxicilina con lote', 'lote', 3);
const VALIDA = 'S000000001001';

function factura(diasAtras: number) {
  return { facturaId: 55, pedidoId: 900, fechaEmision: new Date(Date.now() - diasAtras * 86_400_000).toISOString(), tipoComprobanteId: 1, puntoVenta: 10, nroComprobante: 123, remito: 4567, cantidadUnidades: 5, total: 1000 };
}

beforeEach(() => {
  api.reiniciar();
  useBorradorDevolucion.getState().limpiar();
  api.responder('GET /api/Devolucion/Parametros', { body: PARAMETROS });
  api.responder('GET /api/devolucion/motivos', { body: MOTIVOS });
  api.responder('POST /api/devolucion/ParaFacturas', { body: [factura(5)] });
  api.responder('GET /api/factura/55/itemsParaDevolver', { body: [SERIE, LOTE] });
  api.responder('POST /api/recall/VerificarPresenciaTroquelEnRecall', { body: [{ troquel: 1111111, recallIds: [] }, { troquel: 2222222, recallIds: [1] }] });
  const verificar = (cuerpo: unknown) => ({
    body: (cuerpo as { items: { troquel: number; valor: string }[] }).items.map((i) => ({ troquel: i.troquel, valor: i.valor, estado: i.valor === VALIDA || i.valor.startsWith('L') ? 9 : 4, fechaVencimiento: null, fechaVencimientoReal: '2027-06-30', lote: i.valor === VALIDA ? 'L11112511' : null })),
  });
  for (const ruta of ['VerificarNroSerieEnFactura', 'VerificarNroSerie', 'VerificarLote']) api.responder(`POST /api/devolucion/${ruta}`, verificar);
});

async function elegirMotivo(troquel: number, motivo: string) {
  await userEvent.click(screen.getByRole('combobox', { name: `Motivo del troquel ${troquel}` }));
  await userEvent.click(await screen.findByTitle(motivo));
}
async function escanear(campo: string, valor: string) {
  const entrada = screen.getByRole('textbox', { name: campo });
  fireEvent.change(entrada, { target: { value: valor } });
  await act(async () => {
    fireEvent.keyDown(entrada, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(entrada, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}
const cantidad = (troquel: number, n: number) => fireEvent.change(screen.getByRole('spinbutton', { name: `Cantidad a devolver del troquel ${troquel}` }), { target: { value: String(n) } });

test('a traceable unit by its serial: a wrong one refused with its label, the shipped one accepted (checked against this invoice); then to the summary', async () => {
  mostrarPagina(<NuevaDesdeFactura />, '/devoluciones/nueva-desde/factura/:id', '/devoluciones/nueva-desde/factura/55');

  expect(await screen.findByText(/Factura FCA 0010-00000123 del/)).toBeInTheDocument();
  const fila = screen.getByText('Amoxicilina con lote').closest('tr') as HTMLElement;
  expect(await within(fila).findByText('En recall vigente')).toBeInTheDocument();
  cantidad(1111111, 1);
  await elegirMotivo(1111111, 'Producto dañado');
  expect(screen.getByRole('button', { name: 'Continuar al resumen' })).toBeDisabled();
  expect(screen.getByText('1111111 Insulina trazable: faltan 1 números de serie.')).toBeInTheDocument();

  await escanear('Número de serie del troquel 1111111', 's999999999001');
  expect(await screen.findByText('S999999999001: Número de serie incorrecto')).toBeInTheDocument();
  await escanear('Número de serie del troquel 1111111', VALIDA);
  expect(await screen.findByText(`${VALIDA} (lote L11112511) · Válido`, { exact: false })).toBeInTheDocument();

  expect(api.cuerpos('POST /api/devolucion/VerificarNroSerieEnFactura')).toEqual([
    { facturaId: 55, items: [{ troquel: 1111111, valor: 'S999999999001' }] },
    { facturaId: 55, items: [{ troquel: 1111111, valor: VALIDA }] },
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Continuar al resumen' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent('/devoluciones/resumen'));
  const borrador = useBorradorDevolucion.getState();
  expect(borrador).toMatchObject({ facturaId: 55, nroFactura: 'FCA 0010-00000123' });
  expect(borrador.lineas.map((l) => [l.item.troquel, l.cantidad, l.motivoDevolucionId, l.entradas.map((e) => e.valor)])).toEqual([[1111111, 1, 3, [VALIDA]]]);
});

test('with conectarFacturaConDevolucion off a serial is checked against any sale to the pharmacy', async () => {
  mostrarPagina(<NuevaDesdeFactura />, '/devoluciones/nueva-desde/factura/:id', '/devoluciones/nueva-desde/factura/55', { toggles: { conectarFacturaConDevolucion: false } });
  await screen.findByText('Insulina trazable');
  cantidad(1111111, 1);
  await escanear('Número de serie del troquel 1111111', VALIDA);
  await screen.findByText(`${VALIDA} (lote L11112511) · Válido`, { exact: false });
  expect(api.cuerpos('POST /api/devolucion/VerificarNroSerie')).toEqual([{ items: [{ troquel: 1111111, valor: VALIDA }] }]);
  expect(api.cuerpos('POST /api/devolucion/VerificarNroSerieEnFactura')).toEqual([]);
});

test('cargaLoteEnDevolucionEstricta on: units without their lot block the summary', async () => {
  mostrarPagina(<NuevaDesdeFactura />, '/devoluciones/nueva-desde/factura/:id', '/devoluciones/nueva-desde/factura/55', { toggles: { cargaLoteEnDevolucionEstricta: true } });
  await screen.findByText('Amoxicilina con lote');
  cantidad(2222222, 2);
  await elegirMotivo(2222222, 'Producto vencido');
  expect(screen.getByText('2222222 Amoxicilina con lote: faltan 2 lotes.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar al resumen' })).toBeDisabled();
});

test('cargaLoteEnDevolucionEstricta off: units without their lot go pending and the page says so', async () => {
  mostrarPagina(<NuevaDesdeFactura />, '/devoluciones/nueva-desde/factura/:id', '/devoluciones/nueva-desde/factura/55', { toggles: { cargaLoteEnDevolucionEstricta: false } });
  await screen.findByText('Amoxicilina con lote');
  cantidad(2222222, 2);
  await elegirMotivo(2222222, 'Producto vencido');
  await escanear('Lote del troquel 2222222', 'l2405');
  expect(await screen.findByText('1 unidad va sin lote: se envían pendientes de verificación y el distribuidor no las aprueba sin su lote.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar al resumen' })).toBeEnabled();
  expect(api.cuerpos('POST /api/devolucion/VerificarLote')).toEqual([{ facturaId: 55, items: [{ troquel: 2222222, valor: 'L2405' }] }]);
});

test('reasons bound by date: after parameter 2 a price or expiry claim cannot be chosen, nor a shortage after its window', async () => {
  api.responder('POST /api/devolucion/ParaFacturas', { body: [factura(40)] });
  mostrarPagina(<NuevaDesdeFactura />, '/devoluciones/nueva-desde/factura/:id', '/devoluciones/nueva-desde/factura/55');
  await screen.findByText('Amoxicilina con lote');
  cantidad(2222222, 1);
  await userEvent.click(screen.getByRole('combobox', { name: 'Motivo del troquel 2222222' }));
  const fechasYPrecios = await screen.findAllByTitle('Vencimientos y precios se reclaman dentro de los 30 días de la factura.');
  expect(fechasYPrecios.map((o) => o.textContent)).toEqual(['Vencimiento próximo (fuera de plazo)', 'Diferencia de precio (fuera de plazo)']);
  for (const o of fechasYPrecios) expect(o).toHaveClass('ant-select-item-option-disabled');
  expect(screen.getByTitle('Los faltantes se reclaman dentro de los 7 días de la factura.')).toHaveClass('ant-select-item-option-disabled');
  expect(screen.getByTitle('Producto dañado')).not.toHaveClass('ant-select-item-option-disabled');
});

test('a shortage is capped by what the order control recorded and needs no lot', async () => {
  api.responder('POST /api/devolucion/ParaFacturas', { body: [factura(3)] });
  api.responder('GET /api/pedido/FaltanteDisponiblePorTroquel', {
    body: [{ facturaId: 55, pedidoId: 900, pedidoDetId: 2, troquel: 2222222, prodNombre: 'Amoxicilina con lote', fechaEmision: factura(3).fechaEmision, cantFacturada: 3, cantFaltante: 1, cantReclamada: 0, cantDisponible: 1 }],
  });
  mostrarPagina(<NuevaDesdeFactura />, '/devoluciones/nueva-desde/factura/:id', '/devoluciones/nueva-desde/factura/55');
  await screen.findByText('Amoxicilina con lote');
  cantidad(2222222, 2);
  await elegirMotivo(2222222, 'Faltante en la entrega');
  expect(await screen.findByText('Faltantes registrados para reclamar: 1')).toBeInTheDocument();
  expect(screen.getByText('2222222 Amoxicilina con lote: sólo hay 1 unidades faltantes para reclamar.')).toBeInTheDocument();
  expect(screen.getByText('Un faltante no se devuelve: no lleva lote.')).toBeInTheDocument();
  cantidad(2222222, 1);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar al resumen' })).toBeEnabled());
  expect(api.consultas('GET /api/pedido/FaltanteDisponiblePorTroquel')[0]!.toString()).toBe('troquel=2222222&facturaId=55');
});

test('an invoice out of the window or of another pharmacy says so', async () => {
  api.responder('GET /api/factura/55/itemsParaDevolver', { status: 404, body: { title: 'No encontrado', status: 404, mensaje: 'No se encontró la factura.', errors: {} } });
  mostrarPagina(<NuevaDesdeFactura />, '/devoluciones/nueva-desde/factura/:id', '/devoluciones/nueva-desde/factura/55');
  expect(await screen.findByText('No se pudo obtener la factura: puede no existir o estar fuera del plazo de devolución.')).toBeInTheDocument();
});
