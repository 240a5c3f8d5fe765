import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { asc, eq } from 'drizzle-orm';
import { pago } from '../../../../src/db/schema/index.js';
import { suiteApi } from '../../../support/suite-api.js';
import * as reloj from '../../../../src/reloj.js';

const suite = suiteApi();
const { como, token } = suite;

const primerPago = async (farmaciaId: number) =>
  (await suite.entorno.baseDatos.db.select().from(pago).where(eq(pago.farmaciaId, farmaciaId)).orderBy(asc(pago.id)).limit(1))[0]!;

const hoy = reloj.hoy();
const cuerpo = { farmaciaId: 1001, desde: reloj.sumarDias(hoy, -120), hasta: hoy };

/** A download as the browser gets it: status, headers and bytes. */
const descargar = async (userName: string, metodo: 'GET' | 'POST', path: string, body?: unknown) => {
  const r = await fetch(`${suite.entorno.url}${path}`, {
    method: metodo,
    headers: { authorization: `Bearer ${await token(userName)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, headers: r.headers, datos: Buffer.from(await r.arrayBuffer()) };
};

describe('detalle de pagos', () => {
  test('legends and operation types of the payments: each its own reference list, the group variants the same', async () => {
    const r = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/LeyendasParaPagos');
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({ id: 1, leyenda: 'Transferencia bancaria' });
    const tipos = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/TipodDeOperacionesParaPagos');
    expect(tipos.body).toEqual([
      { id: 1, descripcion: 'Pago de resumen semanal' },
      { id: 2, descripcion: 'Pago de comprobantes' },
      { id: 3, descripcion: 'Pago a cuenta' },
    ]);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/LeyendasParaPagosGrupo')).body).toEqual(r.body);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/TipodDeOperacionesParaPagosGrupo')).body).toEqual(tipos.body);
    expect((await como('pedidos.demo', 'GET', '/api/CuentaCorriente/LeyendasParaPagos')).status).toBe(403);
    expect((await como('cuenta.demo', 'GET', '/api/CuentaCorriente/LeyendasParaPagosGrupo')).status).toBe(403);
    expect((await como('cuenta.demo', 'GET', '/api/CuentaCorriente/TipodDeOperacionesParaPagosGrupo')).status).toBe(403);
  });

  test('BuscarDetallePago: the pharmacy’s payments, paged with their count, by payment kind and operation type; another pharmacy is 404', async () => {
    const r = await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago?pageSize=3', cuerpo);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(3);
    const total = Number(r.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(3);
    expect(r.body.every((p: { farmaciaId: number; leyendaTipoDePago: string }) => p.farmaciaId === 1001 && p.leyendaTipoDePago.length > 0)).toBe(true);
    const p = r.body[0];
    expect(p.itemsDetalle.reduce((s: number, i: { importe: number }) => s + i.importe, 0)).toBeCloseTo(p.importePago, 1);
    // The seed's Friday payments pay the statement that closed the Sunday before.
    expect(p).toMatchObject({ tipoOperacionId: 1, tipoOperacion: 'Pago de resumen semanal', nroResumen: expect.any(Number) });
    const transferencias = await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago?pageSize=200', { ...cuerpo, tipoDePagoId: 1 });
    expect(transferencias.body.length).toBeGreaterThan(0);
    expect(transferencias.body.every((x: { tipoDePagoId: number }) => x.tipoDePagoId === 1)).toBe(true);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago', { ...cuerpo, tipoOperacionId: 3 })).body).toEqual([]);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago', { ...cuerpo, farmaciaId: 1002 })).status).toBe(404);
    expect((await como('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago', { ...cuerpo, farmaciaId: 1003 })).status).toBe(200);
    expect((await como('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago', { ...cuerpo, farmaciaId: 1002 })).status).toBe(404);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago', { ...cuerpo, desde: hoy, hasta: cuerpo.desde })).status).toBe(400);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago', { ...cuerpo, tipoOperacionId: 'x' })).status).toBe(400);
    // An operation type that does not exist (beyond the column's range too) is a Spanish 400, also for the download,
    // which would otherwise fail mid-stream after its headers (the fuzz suite found it).
    const inexistente = await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago/descarga?formato=xlsx', { ...cuerpo, tipoOperacionId: 1_178_133 });
    expect(inexistente.status).toBe(400);
    expect(JSON.stringify(inexistente.body)).toContain('El tipo de operación no existe');
  });

  test('BuscarDetallePagoGrupo: the whole group’s payments or one pharmacy’s; another group or pharmacy is 404', async () => {
    const grupo = { grupoId: 1, desde: cuerpo.desde, hasta: hoy };
    const todo = await como('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePagoGrupo?pageSize=500', grupo);
    expect(todo.status).toBe(200);
    expect(new Set(todo.body.map((p: { farmaciaId: number }) => p.farmaciaId))).toEqual(new Set([1001, 1003]));
    const una = await como('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePagoGrupo?pageSize=500', { ...grupo, farmaciaId: 1003 });
    expect(una.body.length).toBeGreaterThan(0);
    expect(una.body.every((p: { farmaciaId: number }) => p.farmaciaId === 1003)).toBe(true);
    expect(Number(todo.headers.get('x-total-count'))).toBe(todo.body.length);
    expect((await como('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePagoGrupo', { ...grupo, farmaciaId: 1002 })).status).toBe(404);
    expect((await como('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePagoGrupo', { ...grupo, grupoId: 2 })).status).toBe(404);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePagoGrupo', grupo)).status).toBe(403);
    expect((await como('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePagoGrupo', { grupoId: 1 })).status).toBe(400);
  });

  test('DetallePagoRecibo: one receipt of the pharmacy; another pharmacy’s receipt is 404', async () => {
    const propio = await primerPago(1001);
    const r = await como('cuenta.demo', 'GET', `/api/CuentaCorriente/DetallePagoRecibo/1001/${propio.nroRecibo}/${propio.fechaOperacion}`);
    expect([r.status, r.body.nroRecibo, r.body.importePago]).toEqual([200, propio.nroRecibo, propio.importePago]);
    const ajeno = await primerPago(1002);
    expect((await como('cuenta.demo', 'GET', `/api/CuentaCorriente/DetallePagoRecibo/1002/${ajeno.nroRecibo}/${ajeno.fechaOperacion}`)).status).toBe(404);
    expect((await como('cuenta.demo', 'GET', `/api/CuentaCorriente/DetallePagoRecibo/1001/${ajeno.nroRecibo}/${ajeno.fechaOperacion}`)).status).toBe(404);
    expect((await como('cuenta.demo', 'GET', `/api/CuentaCorriente/DetallePagoRecibo/1001/abc/${propio.fechaOperacion}`)).status).toBe(400);
    expect((await como('cuenta.demo', 'GET', `/api/CuentaCorriente/DetallePagoRecibo/1001/${propio.nroRecibo}/ayer`)).status).toBe(400);
  });
});

describe('exportación de pagos (del servidor)', () => {
  test('CSV: a line per settled voucher of every payment of the search, as the list shows them', async () => {
    const lista = await como('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago?pageSize=500', cuerpo);
    const r = await descargar('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago/descarga?formato=csv', cuerpo);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="Pagos_1001_${cuerpo.desde}_${hoy}.csv"`);
    expect([...r.datos.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { data } = Papa.parse<string[]>(r.datos.subarray(3).toString('utf8').trim(), { delimiter: ';' });
    expect(data[0]).toEqual(['Farmacia', 'Fecha', 'Recibo', 'Tipo de pago', 'Operación', 'Resumen', 'Importe', 'Vencimiento', 'Comprobante cancelado', 'Importe cancelado']);
    const items = (lista.body as { itemsDetalle: unknown[] }[]).reduce((s, p) => s + Math.max(1, p.itemsDetalle.length), 0);
    expect(data).toHaveLength(items + 1);
    const primero = lista.body[0];
    const filas = data.filter((f) => f[2] === String(primero.nroRecibo));
    expect(filas).toHaveLength(Math.max(1, primero.itemsDetalle.length));
    expect(filas[0]![1]).toBe(`${primero.fechaOperacion.slice(8, 10)}/${primero.fechaOperacion.slice(5, 7)}/${primero.fechaOperacion.slice(0, 4)}`);
    expect(filas[0]![6]).toBe(primero.importePago.toFixed(2).replace('.', ','));
    expect(filas.map((f) => f[8])).toEqual(primero.itemsDetalle.map((i: { descripcion: string }) => i.descripcion));
  });

  test('XLSX of the group’s search and of one receipt; another pharmacy or group is 404, an unknown format 400', async () => {
    const grupo = { grupoId: 1, farmaciaId: 1003, desde: cuerpo.desde, hasta: hoy };
    const r = await descargar('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePagoGrupo/descarga?formato=xlsx', grupo);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.datos as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect(hoja.getRow(1).getCell(1).value).toBe('Farmacia');
    const farmacias = new Set<unknown>();
    hoja.eachRow((fila, n) => n > 1 && farmacias.add(fila.getCell(1).value));
    expect([...farmacias]).toEqual([1003]);

    const recibo = await primerPago(1001);
    const ruta = `/api/CuentaCorriente/DetallePagoRecibo/1001/${recibo.nroRecibo}/${recibo.fechaOperacion}/descarga`;
    const x = await descargar('cuenta.demo', 'GET', `${ruta}?formato=xlsx`);
    expect(x.status).toBe(200);
    expect(x.headers.get('content-disposition')).toBe(`attachment; filename="Recibo_1001_${recibo.nroRecibo}_${recibo.fechaOperacion}.xlsx"`);
    const deRecibo = new ExcelJS.Workbook();
    await deRecibo.xlsx.load(x.datos as unknown as ArrayBuffer);
    expect(deRecibo.worksheets[0]!.rowCount).toBe(1 + Math.max(1, recibo.itemsDetalle.length));
    expect(Number(deRecibo.worksheets[0]!.getRow(2).getCell(7).value)).toBeCloseTo(recibo.importePago, 2);

    const ajeno = await primerPago(1002);
    expect((await descargar('cuenta.demo', 'GET', `/api/CuentaCorriente/DetallePagoRecibo/1002/${ajeno.nroRecibo}/${ajeno.fechaOperacion}/descarga?formato=csv`)).status).toBe(404);
    expect((await descargar('cuenta.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePago/descarga?formato=csv', { ...cuerpo, farmaciaId: 1002 })).status).toBe(404);
    expect((await descargar('grupo.demo', 'POST', '/api/CuentaCorriente/BuscarDetallePagoGrupo/descarga?formato=csv', { ...grupo, farmaciaId: 1002 })).status).toBe(404);
    expect((await descargar('cuenta.demo', 'GET', `${ruta}?formato=pdf`)).status).toBe(400);
  });
});
