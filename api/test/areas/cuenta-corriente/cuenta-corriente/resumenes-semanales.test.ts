import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { movimientoCuenta, resumenSemanal } from '../../../../src/db/schema/index.js';
import { generarResumenes } from '../../../../src/jobs/resumenes.js';
import { suiteApi } from '../../../support/suite-api.js';
import { textoPdf } from '../pdf-texto.js';
import * as reloj from '../../../../src/reloj.js';

const suite = suiteApi();
const { como, token } = suite;

const bajar = async (userName: string, path: string) => {
  const r = await fetch(`${suite.entorno.url}${path}`, { headers: { authorization: `Bearer ${await token(userName)}` } });
  return { status: r.status, headers: r.headers, datos: Buffer.from(await r.arrayBuffer()) };
};

describe('resúmenes semanales', () => {
  const hoy = reloj.hoy();
  const desde = reloj.sumarDias(hoy, -90);

  test('the pharmacy’s weekly statements of a range, paged with their count; a reversed range is a Spanish 400', async () => {
    const r = await como('cuenta.demo', 'PUT', '/api/ResumenSemanal/ResumenesSemanales?pageSize=5', { desde, hasta: hoy });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(5);
    expect(Number(r.headers.get('x-total-count'))).toBeGreaterThanOrEqual(12);
    expect(r.body.every((x: { farmaciaId: number; hasta: string }) => x.farmaciaId === 1001 && x.hasta >= desde)).toBe(true);
    expect(r.body[0].hasta > r.body[1].hasta).toBe(true);
    expect((await como('cuenta.demo', 'PUT', '/api/ResumenSemanal/ResumenesSemanales', { desde: hoy, hasta: desde })).status).toBe(400);
  });

  test('the group’s statements: all its pharmacies or one of them; another group or pharmacy is 404', async () => {
    const r = await como('grupo.demo', 'GET', `/api/ResumenSemanal/ResumenesSemanalesGrupo/1/${desde}/${hoy}?pageSize=100`);
    expect(r.status).toBe(200);
    expect(new Set(r.body.map((x: { farmaciaId: number }) => x.farmaciaId))).toEqual(new Set([1001, 1003]));
    const una = await como('grupo.demo', 'GET', `/api/ResumenSemanal/ResumenesSemanalesGrupo/1/${desde}/${hoy}?farmaciaId=1003`);
    expect(una.body.length).toBeGreaterThan(0);
    expect(una.body.every((x: { farmaciaId: number }) => x.farmaciaId === 1003)).toBe(true);
    expect((await como('grupo.demo', 'GET', `/api/ResumenSemanal/ResumenesSemanalesGrupo/1/${desde}/${hoy}?farmaciaId=1002`)).status).toBe(404);
    expect((await como('grupo.demo', 'GET', `/api/ResumenSemanal/ResumenesSemanalesGrupo/2/${desde}/${hoy}`)).status).toBe(404);
    expect((await como('cuenta.demo', 'GET', `/api/ResumenSemanal/ResumenesSemanalesGrupo/1/${desde}/${hoy}`)).status).toBe(403);
  });

  test('a statement’s PDF holds its number, week and totals; another pharmacy’s is 404', async () => {
    const db = suite.entorno.baseDatos.db;
    const [viejo] = await db.select().from(resumenSemanal).where(eq(resumenSemanal.farmaciaId, 1001)).orderBy(asc(resumenSemanal.id)).limit(1);
    const [ajeno] = await db.select().from(resumenSemanal).where(eq(resumenSemanal.farmaciaId, 1002)).orderBy(asc(resumenSemanal.id)).limit(1);
    const r = await bajar('cuenta.demo', `/api/ResumenSemanal/${viejo!.id}/pdf`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const texto = await textoPdf(r.datos);
    expect(texto).toContain(`Resumen semanal N° ${viejo!.nroResumen}`);
    expect(texto).toContain(`${viejo!.desde.slice(8, 10)}/${viejo!.desde.slice(5, 7)}/${viejo!.desde.slice(0, 4)}`);
    expect(texto).toContain('Débitos');
    expect((await como('cuenta.demo', 'GET', `/api/ResumenSemanal/${ajeno!.id}/pdf`)).status).toBe(404);
    expect((await como('grupo.demo', 'GET', `/api/ResumenSemanal/${ajeno!.id}/pdf`)).status).toBe(404);
  });

  test('the seed filed the latest statements’ PDFs under the weekly-summaries download kind', async () => {
    const lista = await como('cuenta.demo', 'GET', '/api/archivo/archivosVarios/resumen-semanal/1001');
    expect(lista.status).toBe(200);
    const [ultimo] = await suite.entorno.baseDatos.db.select().from(resumenSemanal).where(eq(resumenSemanal.farmaciaId, 1001)).orderBy(desc(resumenSemanal.hasta)).limit(1);
    const archivado = (lista.body as { id: number; nombre: string }[]).find((a) => a.id === ultimo!.archivoId)!;
    expect(archivado.nombre).toMatch(new RegExp(`^Resumen semanal ${ultimo!.nroResumen} al \\d\\d-\\d\\d-\\d{4}\\.pdf$`));
    const r = await bajar('cuenta.demo', `/api/archivo/DescargarArchivo/resumen-semanal/1001/${archivado.id}/${encodeURIComponent(archivado.nombre)}`);
    expect(r.status).toBe(200);
    expect(await textoPdf(r.datos)).toContain(`Resumen semanal N° ${ultimo!.nroResumen}`);
  });

  test('the statements job writes next week’s statement from the movements, files its PDF, and keeps the debt statements in step', async () => {
    const db = suite.entorno.baseDatos.db;
    const antes = await db.select().from(resumenSemanal).where(eq(resumenSemanal.farmaciaId, 1001)).orderBy(desc(resumenSemanal.hasta)).limit(1);
    const dentroDeUnaSemana = new Date(reloj.ahoraMs() + 7 * 86_400_000);
    const r = await generarResumenes(suite.entorno.app, dentroDeUnaSemana);
    expect(r.semanales).toBeGreaterThanOrEqual(3);
    const [nuevo] = await db.select().from(resumenSemanal).where(eq(resumenSemanal.farmaciaId, 1001)).orderBy(desc(resumenSemanal.hasta)).limit(1);
    expect(nuevo!.desde).toBe(reloj.sumarDias(antes[0]!.hasta, 1));
    expect(nuevo!.nroResumen).toBeGreaterThan(antes[0]!.nroResumen);
    const { rows } = (await db.execute(sql`
      select coalesce(sum(importe) filter (where importe > 0), 0)::text as debitos, coalesce(-sum(importe) filter (where importe < 0), 0)::text as creditos,
             (select coalesce(sum(importe), 0) from movimiento_cuenta where farmacia_id = 1001 and fecha_movimiento <= ${nuevo!.hasta})::text as saldo
      from movimiento_cuenta where farmacia_id = 1001 and fecha_movimiento between ${nuevo!.desde} and ${nuevo!.hasta}`)) as unknown as { rows: { debitos: string; creditos: string; saldo: string }[] };
    expect([nuevo!.debitos, nuevo!.creditos, nuevo!.saldo]).toEqual([Number(rows[0]!.debitos), Number(rows[0]!.creditos), Number(rows[0]!.saldo)]);
    expect(nuevo!.archivoId).not.toBeNull();
    const lista = await como('cuenta.demo', 'GET', '/api/archivo/archivosVarios/resumen-semanal/1001');
    expect(lista.body.map((a: { id: number }) => a.id)).toContain(nuevo!.archivoId);
    // Run again: nothing new to write, and still one statement per week.
    expect((await generarResumenes(suite.entorno.app, dentroDeUnaSemana)).semanales).toBe(0);
    const conArchivo = await db.select({ id: resumenSemanal.id }).from(resumenSemanal).where(and(eq(resumenSemanal.farmaciaId, 1001), isNotNull(resumenSemanal.archivoId)));
    expect(conArchivo.length).toBeGreaterThanOrEqual(4);
    const deuda = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/deuda/1001?pageSize=100');
    const movimientos = await db.select({ importe: movimientoCuenta.importe }).from(movimientoCuenta).where(eq(movimientoCuenta.farmaciaId, 1001));
    const adeudado = Math.max(0, movimientos.reduce((s, m) => s + m.importe, 0));
    expect(deuda.body.reduce((s: number, d: { saldo: number }) => s + d.saldo, 0)).toBeCloseTo(adeudado, 2);
  });
});
