import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { movimientoCuenta } from '../../../../src/db/schema/index.js';
import { suiteApi } from '../../../support/suite-api.js';
import * as reloj from '../../../../src/reloj.js';

const suite = suiteApi();
const { como, token } = suite;

const descargar = async (userName: string, query: string, farmaciaId = 1001) =>
  fetch(`${suite.entorno.url}/api/CuentaCorriente/movimientos/${farmaciaId}/descarga?${query}`, { headers: { authorization: `Bearer ${await token(userName)}` } });

describe('descarga de movimientos', () => {
  const hoy = reloj.hoy();
  const desde = reloj.sumarDias(hoy, -365);

  test('CSV (papaparse) and XLSX (exceljs) hold the same rows as the movements call, the balance after each as the pharmacy’s real one, a name cut to 30 characters', async () => {
    const movimientos = await como('cuenta.demo', 'POST', '/api/CuentaCorriente/movimientos/1001?pageSize=500', { FechaDesde: desde, FechaHasta: hoy });
    expect(movimientos.body.length).toBeGreaterThan(10);
    expect(Number(movimientos.headers.get('x-total-count'))).toBe(movimientos.body.length);
    const todos = await suite.entorno.baseDatos.db.select({ importe: movimientoCuenta.importe, dia: movimientoCuenta.fechaMovimiento }).from(movimientoCuenta).where(eq(movimientoCuenta.farmaciaId, 1001));
    const saldoAl = (dia: string) => todos.filter((m) => m.dia <= dia).reduce((a, m) => a + Math.round(m.importe * 100), 0) / 100;

    const csv = await descargar('cuenta.demo', `desde=${desde}&hasta=${hoy}&formato=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const nombre = /filename="([^"]+)\.csv"/.exec(csv.headers.get('content-disposition') ?? '')![1]!;
    expect(nombre.length).toBeLessThanOrEqual(30);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lineas[0]).toBe('Fecha;Vencimiento;Comprobante;Descripción;Remito;Débito;Crédito;Saldo;Respuesta AFIP');
    expect(lineas).toHaveLength(movimientos.body.length + 1);
    expect(lineas[1]).toMatch(/^\d\d\/\d\d\/\d{4};/);
    // The last line's balance is the pharmacy's balance on its day, not a sum restarted at the range's start.
    const ultima = lineas[lineas.length - 1]!.split(';');
    const [d, mes, a] = ultima[0]!.split('/');
    expect(Number(ultima[7]!.replace(',', '.'))).toBeCloseTo(saldoAl(`${a}-${mes}-${d}`), 2);

    const xlsx = await descargar('cuenta.demo', `desde=${desde}&hasta=${hoy}&formato=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect(hoja.rowCount).toBe(movimientos.body.length + 1);
    expect(Number(hoja.getRow(hoja.rowCount).getCell(8).value)).toBeCloseTo(saldoAl(hoy), 2);
    expect(hoja.getRow(2).getCell(3).value).toBe(lineas[1]!.split(';')[2]);
  });

  test('another pharmacy is 404; a reversed range, a range over two years or an unknown format is a Spanish 400', async () => {
    expect((await descargar('cuenta.demo', `desde=${desde}&hasta=${hoy}&formato=csv`, 1002)).status).toBe(404);
    const invertido = await descargar('cuenta.demo', `desde=${hoy}&hasta=${desde}&formato=csv`);
    expect(invertido.status).toBe(400);
    expect(await invertido.text()).toMatch(/posterior/);
    expect((await descargar('cuenta.demo', `desde=2020-01-01&hasta=${hoy}&formato=xlsx`)).status).toBe(400);
    expect((await descargar('cuenta.demo', `desde=${desde}&hasta=${hoy}&formato=pdf`)).status).toBe(400);
  });
});
