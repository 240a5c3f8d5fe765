import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import QRCode from 'qrcode';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { factura, facturaItem, farmacia, remito } from '../../../../src/db/schema/index.js';
import { avanzarDevoluciones } from '../../../../src/areas/devoluciones/devolucion/estados-job.js';
import { emitirNotaCredito } from '../../../../src/areas/cuenta-corriente/factura/emision.js';
import { cae } from '../../../../src/areas/cuenta-corriente/factura/pdf.js';
import { diaLocal, sumarDias } from '../../../../src/reloj.js';
import { facturaNueva } from '../../../support/devoluciones.js';
import { suiteApi } from '../../../support/suite-api.js';
import { alicuota, centavos, lineaImpresa, pesos, sinEspacios, totalesImpresos } from './comprobante-impreso.js';
import { rectangulosMarcados, textoPdf } from '../pdf-texto.js';
import * as reloj from '../../../../src/reloj.js';

const suite = suiteApi();
const { como, llamar, token } = suite;
const db = () => suite.entorno.baseDatos.db;

const primeraFactura = async (farmaciaId: number) =>
  (await db().select().from(factura).where(and(eq(factura.farmaciaId, farmaciaId), eq(factura.tipoComprobanteId, 1))).orderBy(asc(factura.id)).limit(1))[0]!;

const bajar = async (userName: string, path: string, body?: unknown) => {
  const r = await fetch(`${suite.entorno.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${await token(userName)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, headers: r.headers, datos: Buffer.from(await r.arrayBuffer()) };
};

const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const suma = (valores: number[]) => Math.round(valores.reduce((s, v) => s + v, 0) * 100) / 100;

describe('facturas', () => {
  const hoy = reloj.hoy();
  const cuerpo = { farmaciaId: 1001, desde: sumarDias(hoy, -90), hasta: hoy };

  test('BuscarFacturas pages a pharmacy’s invoices between two days with X-Total-Count; a group without a pharmacy reads all of its group; others are 404', async () => {
    const r = await llamar('POST', '/api/factura/BuscarFacturas?pageSize=5&sorts=-fechaEmision', { token: await token('cuenta.demo'), body: cuerpo });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(5);
    expect(Number(r.headers.get('x-total-count'))).toBeGreaterThan(5);
    expect(r.body.every((f: { farmaciaId: number; respuestaAFIP: string }) => f.farmaciaId === 1001 && f.respuestaAFIP.length === 1)).toBe(true);
    expect((await como('cuenta.demo', 'POST', '/api/factura/BuscarFacturas', { ...cuerpo, farmaciaId: 1002 })).status).toBe(404);
    expect((await como('cuenta.demo', 'POST', '/api/factura/BuscarFacturas', { ...cuerpo, desde: hoy, hasta: cuerpo.desde })).status).toBe(400);
    expect((await como('cuenta.demo', 'POST', '/api/factura/BuscarFacturas', { ...cuerpo, tipoComprobanteId: 4 })).status).toBe(400);
    const delGrupo = await como('grupo.demo', 'POST', '/api/factura/BuscarFacturas?pageSize=500', { desde: cuerpo.desde, hasta: hoy });
    expect(new Set(delGrupo.body.map((f: { farmaciaId: number }) => f.farmaciaId))).toEqual(new Set([1001, 1003]));
    expect((await como('grupo.demo', 'POST', '/api/factura/BuscarFacturas', { ...cuerpo, farmaciaId: 1003 })).status).toBe(200);
    expect((await como('grupo.demo', 'POST', '/api/factura/BuscarFacturas', { ...cuerpo, farmaciaId: 1002 })).status).toBe(404);
    expect((await como('pedidos.demo', 'POST', '/api/factura/BuscarFacturas', cuerpo)).status).toBe(403);
    // Without a pharmacy, a pharmacy's user reads its own only.
    const propias = await como('cuenta.demo', 'POST', '/api/factura/BuscarFacturas?pageSize=500', { desde: cuerpo.desde, hasta: hoy });
    expect(propias.body.every((f: { farmaciaId: number }) => f.farmaciaId === 1001)).toBe(true);
  });

  test('the list of a pharmacy reads the same invoices by query string; a group user reaches only its group', async () => {
    const desde = sumarDias(hoy, -90);
    const r = await llamar('GET', `/api/factura/farmacia/1001?desde=${desde}&hasta=${hoy}&pageSize=3&tipoComprobanteId=1`, { token: await token('cuenta.demo') });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(3);
    expect(r.body.every((f: { tipoComprobanteId: number }) => f.tipoComprobanteId === 1)).toBe(true);
    expect((await como('cuenta.demo', 'GET', `/api/factura/farmacia/1002?desde=${desde}&hasta=${hoy}`)).status).toBe(404);
    expect((await como('admin.demo', 'GET', `/api/factura/farmacia/1001?desde=${hoy}&hasta=${desde}`)).status).toBe(400);
    expect((await como('admin.demo', 'GET', `/api/factura/farmacia/1001?desde=${desde}&hasta=${hoy}&tipoComprobanteId=5`)).status).toBe(400);
  });

  test('by id (up to parameter 320), by order and by remito: only the caller’s; a remito above 99999999 has none', async () => {
    const propia = await primeraFactura(1001);
    const ajena = await primeraFactura(1002);
    const r = await como('cuenta.demo', 'POST', '/api/factura/BuscarPorId', { facturaIds: [propia.id] });
    expect(r.status).toBe(200);
    expect(r.body[0].nroComprobante).toBe(propia.nroComprobante);
    expect((await como('cuenta.demo', 'POST', '/api/factura/BuscarPorId', { facturaIds: [propia.id, ajena.id] })).status).toBe(404);
    const demasiadas = await como('cuenta.demo', 'POST', '/api/factura/BuscarPorId', { facturaIds: Array.from({ length: 51 }, (_, i) => propia.id + i) });
    expect(demasiadas.status).toBe(400);
    expect(demasiadas.body.mensaje).toBe('Se pueden descargar hasta 50 facturas a la vez; eligió 51.');
    const porPedido = await como('cuenta.demo', 'GET', `/api/factura/GetFacturasPorPedidoId/${propia.pedidoId}`);
    expect(porPedido.body.map((f: { facturaId: number }) => f.facturaId)).toContain(propia.id);
    expect((await como('cuenta.demo', 'GET', `/api/factura/GetFacturasPorPedidoId/${ajena.pedidoId}`)).status).toBe(404);
    expect((await como('cuenta.demo', 'GET', '/api/factura/GetFacturasPorPedidoId/99999999')).status).toBe(404);
    const porRemito = await como('cuenta.demo', 'GET', `/api/factura/GetFacturasPorRemitoId/${propia.remito}`);
    expect(porRemito.body.map((f: { facturaId: number }) => f.facturaId)).toContain(propia.id);
    expect((await como('cuenta.demo', 'GET', `/api/factura/GetFacturasPorRemitoId/${ajena.remito}`)).status).toBe(404);
    const grande = await como('cuenta.demo', 'GET', '/api/factura/GetFacturasPorRemitoId/100000000');
    expect([grande.status, grande.body]).toEqual([200, []]);
    expect((await como('cuenta.demo', 'GET', '/api/factura/GetFacturasPorRemitoId/abc')).status).toBe(400);
  });

  test('…/EnGrupo: an order or remito of any pharmacy of the group; outside the group 404', async () => {
    const de1003 = await primeraFactura(1003);
    const de1002 = await primeraFactura(1002);
    const porPedido = await como('grupo.demo', 'GET', `/api/factura/GetFacturasPorPedidoId/${de1003.pedidoId}/EnGrupo`);
    expect([porPedido.status, porPedido.body.map((f: { facturaId: number }) => f.facturaId)]).toEqual([200, [de1003.id]]);
    // Without EnGrupo the call is about the user's own pharmacy (1001).
    expect((await como('grupo.demo', 'GET', `/api/factura/GetFacturasPorPedidoId/${de1003.pedidoId}`)).status).toBe(404);
    expect((await como('grupo.demo', 'GET', `/api/factura/GetFacturasPorPedidoId/${de1002.pedidoId}/EnGrupo`)).status).toBe(404);
    const porRemito = await como('grupo.demo', 'GET', `/api/factura/GetFacturasPorRemitoId/${de1003.remito}/EnGrupo`);
    expect(porRemito.body.map((f: { facturaId: number }) => f.facturaId)).toEqual([de1003.id]);
    expect((await como('grupo.demo', 'GET', `/api/factura/GetFacturasPorRemitoId/${de1002.remito}/EnGrupo`)).status).toBe(404);
    expect((await como('grupo.demo', 'GET', '/api/factura/GetFacturasPorRemitoId/100000000/EnGrupo')).body).toEqual([]);
    expect((await como('pedidos.demo', 'GET', `/api/factura/GetFacturasPorPedidoId/${de1003.pedidoId}/EnGrupo`)).status).toBe(403);
    expect((await como('grupo.demo', 'GET', '/api/factura/GetFacturasPorPedidoId/x/EnGrupo')).status).toBe(400);
  });

  test('RemitosEnComprobanteDet: the remitos each voucher covers, with their day and order; another pharmacy’s voucher 404', async () => {
    const propia = await primeraFactura(1001);
    const [delRemito] = await db().select().from(remito).where(eq(remito.id, propia.remito!));
    const r = await como('cuenta.demo', 'POST', '/api/factura/RemitosEnComprobanteDet', { facturaIds: [propia.id] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ facturaId: propia.id, remitos: [{ remito: propia.remito, fecha: delRemito!.fecha.toISOString(), pedidoId: propia.pedidoId, cantidadUnidades: delRemito!.cantidadUnidades }] }]);
    expect((await como('cuenta.demo', 'POST', '/api/factura/RemitosEnComprobanteDet', { facturaIds: [(await primeraFactura(1002)).id] })).status).toBe(404);
    expect((await como('cuenta.demo', 'POST', '/api/factura/RemitosEnComprobanteDet', { facturaIds: [] })).status).toBe(400);
  });

  test('checkSocio marks the caller’s invoice; another pharmacy’s is 404', async () => {
    const propia = await primeraFactura(1001);
    const ajena = await primeraFactura(1002);
    const r = await como('cuenta.demo', 'POST', `/api/factura/checkSocio/${propia.id}/true`);
    expect([r.status, r.body.checkSocio]).toEqual([200, true]);
    expect((await como('cuenta.demo', 'POST', `/api/factura/checkSocio/${propia.id}/false`)).body.checkSocio).toBe(false);
    expect((await como('cuenta.demo', 'POST', `/api/factura/checkSocio/${ajena.id}/true`)).status).toBe(404);
    expect((await como('cuenta.demo', 'POST', `/api/factura/checkSocio/${propia.id}/quizas`)).status).toBe(400);
  });

  test('operation types and valid tax-authority answers', async () => {
    const tipos = await como('cuenta.demo', 'GET', '/api/factura/TipoOperacions');
    expect(tipos.body.length).toBeGreaterThan(3);
    expect((await como('cuenta.demo', 'GET', '/api/factura/EstadosValidosRespuestaAFIP')).body).toEqual(['A', 'O', 'C', 'E']);
  });
});

describe('comprobantes en PDF', () => {
  test('an invoice A read back with pdf.js: number, both CUITs, letter, VAT 21 / 10.5 / exempt lines and totals, perceptions, total, CAE and its due date, and the QR', async () => {
    // An invoice of 1001 with lines at every rate: exempt medicines, 10.5 % diapers, 21 % the rest.
    const { rows } = (await db().execute(sql`
      select f.id from factura f where f.farmacia_id = 1001 and f.tipo_comprobante_id = 1
        and exists (select 1 from factura_item i where i.factura_id = f.id and i.iva = 0)
        and exists (select 1 from factura_item i where i.factura_id = f.id and i.iva > 0 and abs(i.iva / i.importe_total - 0.21) < 0.01)
        and exists (select 1 from factura_item i where i.factura_id = f.id and i.iva > 0 and abs(i.iva / i.importe_total - 0.105) < 0.01)
      order by f.id limit 1`)) as unknown as { rows: { id: number }[] };
    expect(rows).toHaveLength(1);
    const [f] = await db().select().from(factura).where(eq(factura.id, rows[0]!.id));
    const items = await db().select().from(facturaItem).where(eq(facturaItem.facturaId, f!.id));
    const [farm] = await db().select().from(farmacia).where(eq(farmacia.id, 1001));

    const r = await bajar('cuenta.demo', `/api/factura/${f!.id}/pdf`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const numero = `${String(f!.puntoVenta).padStart(4, '0')}-${String(f!.nroComprobante).padStart(8, '0')}`;
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="FACTURA_FCA_${numero}.pdf"`);
    const texto = await textoPdf(r.datos);
    const plano = sinEspacios(texto);
    expect(texto).toContain('FACTURA');
    expect(plano).toContain(`ACOD.01`);
    expect(texto).toContain(`Número: FCA ${numero}`);
    expect(texto).toContain('30-50012345-9');
    expect(texto).toContain(`CUIT: ${farm!.cuit}`);
    const exento = suma(items.filter((i) => alicuota(i) === 0).map((i) => i.importeTotal));
    const iva21 = suma(items.filter((i) => alicuota(i) === 21).map((i) => i.iva));
    const iva105 = suma(items.filter((i) => alicuota(i) === 10.5).map((i) => i.iva));
    expect(exento).toBeGreaterThan(0);
    expect(plano).toContain(sinEspacios(`Importe exento ${pesos.format(exento)}`));
    expect(plano).toContain(sinEspacios(`IVA 21 % ${pesos.format(iva21)}`));
    expect(plano).toContain(sinEspacios(`IVA 10,5 % ${pesos.format(iva105)}`));
    expect(plano).toContain(sinEspacios(`Percepciones ${pesos.format(f!.percepciones)}`));
    expect(plano).toContain(sinEspacios(`Total ${pesos.format(f!.total)}`));
    // Each line with its rate: an exempt one, a 10.5 % one and a 21 % one.
    for (const tasa of ['Exento', '10,5 %', '21 %']) expect(texto).toContain(tasa);
    for (const i of items) expect(texto).toContain(i.prodNombre.slice(0, 30));
    expect(texto).toContain(`CAE N°: ${cae(f!.id)}`);
    expect(texto).toContain(`Fecha de vto. de CAE: ${dmy(diaLocal(new Date(f!.fechaEmision.getTime() + 10 * 86_400_000)))}`);
    expect(texto).toContain(`Fecha de emisión: ${dmy(diaLocal(f!.fechaEmision))}`);
    // The QR of the tax authority's URL with this invoice's data: one square per dark module, in its marked span.
    const datosQr = {
      ver: 1, fecha: diaLocal(f!.fechaEmision), cuit: 30500123459, ptoVta: f!.puntoVenta, tipoCmp: 1, nroCmp: f!.nroComprobante, importe: f!.total,
      moneda: 'PES', ctz: 1, tipoDocRec: 80, nroDocRec: Number(farm!.cuit.replace(/\D/g, '')), tipoCodAut: 'E', codAut: Number(cae(f!.id)),
    };
    const { modules } = QRCode.create(`https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify(datosQr)).toString('base64')}`, { maskPattern: 0 } as QRCode.QRCodeOptions);
    const oscuros = [...modules.data].filter(Boolean).length;
    expect(oscuros).toBeGreaterThan(500);
    expect(rectangulosMarcados(r.datos)).toEqual([oscuros]);

    const ajena = await primeraFactura(1002);
    expect((await como('cuenta.demo', 'GET', `/api/factura/${ajena.id}/pdf`)).status).toBe(404);
    expect((await como('pedidos.demo', 'GET', `/api/factura/${f!.id}/pdf`)).status).toBe(403);
  });

  test('an invoice of a pharmacy not registered for VAT reads as letter B (code 06)', async () => {
    const propia = await primeraFactura(1002);
    await db().update(factura).set({ tipoComprobanteId: 6 }).where(eq(factura.id, propia.id));
    const texto = sinEspacios(await textoPdf((await bajar('otra.demo', `/api/factura/${propia.id}/pdf`)).datos));
    expect(texto).toContain('BCOD.06');
    expect(texto).toContain(`FCB${String(propia.puntoVenta).padStart(4, '0')}-${String(propia.nroComprobante).padStart(8, '0')}`);
  });

  /**
   * A voucher's PDF against the API and its rows: every line printed with troquel, product, units, unit price, VAT
   * rate and amount; net + exempt, VAT by rate, perceptions and total as the API answers them, adding up to the total.
   */
  const revisarComprobante = async (userName: string, facturaId: number) => {
    const [api] = (await como(userName, 'POST', '/api/factura/BuscarPorId', { facturaIds: [facturaId] })).body;
    const items = await db().select().from(facturaItem).where(eq(facturaItem.facturaId, facturaId)).orderBy(asc(facturaItem.id));
    const r = await bajar(userName, `/api/factura/${facturaId}/pdf`);
    expect(r.status).toBe(200);
    const texto = await textoPdf(r.datos);
    for (const i of items) expect(sinEspacios(texto)).toContain(lineaImpresa(i));
    const t = totalesImpresos(texto);
    expect(centavos(t.neto + t.exento)).toBe(centavos(api.subtotal));
    expect(centavos(t.iva21 + t.iva105 + t.ivaSinAlicuota)).toBe(centavos(api.iva));
    expect([t.percepciones, t.total]).toEqual([api.percepciones, api.total]);
    expect(centavos(t.neto) + centavos(t.exento) + centavos(t.iva21) + centavos(t.iva105) + centavos(t.ivaSinAlicuota) + centavos(t.percepciones)).toBe(centavos(t.total));
    // Exempt and VAT by rate are the lines' own.
    expect(t.exento).toBe(suma(items.filter((i) => alicuota(i) === 0).map((i) => i.importeTotal)));
    expect(t.iva21).toBe(suma(items.filter((i) => alicuota(i) === 21).map((i) => i.iva)));
    expect(t.iva105).toBe(suma(items.filter((i) => alicuota(i) === 10.5).map((i) => i.iva)));
    return { api, items, texto, totales: t };
  };
  const primeraDeTipo = async (farmaciaId: number, tipo: number) =>
    (await db().select().from(factura).where(and(eq(factura.farmaciaId, farmaciaId), eq(factura.tipoComprobanteId, tipo))).orderBy(asc(factura.id)).limit(1))[0]!;

  test('the seed’s invoice, credit note and debit note each list their lines and print the API’s totals, which add up; another pharmacy’s are 404', async () => {
    for (const [tipo, nombre] of [[1, 'FACTURA'], [3, 'NOTA DE CRÉDITO'], [2, 'NOTA DE DÉBITO']] as const) {
      const propia = await primeraDeTipo(1001, tipo);
      expect(propia).toBeDefined();
      const { items, texto, totales } = await revisarComprobante('cuenta.demo', propia.id);
      expect(texto).toContain(nombre);
      expect(items.length).toBeGreaterThan(0);
      expect(totales.ivaSinAlicuota).toBe(0);
      expect((await como('cuenta.demo', 'GET', `/api/factura/${(await primeraDeTipo(1002, tipo)).id}/pdf`)).status).toBe(404);
    }
    // The debit note bills the price update of an invoice with perceptions, as an invoice does.
    const debito = await primeraDeTipo(1001, 2);
    expect(debito.percepciones).toBeGreaterThan(0);
    expect(debito.observaciones).toMatch(/^Actualización de precios de la factura A \d{4}-\d{8}$/);
  });

  test('a return credited by the returns job gets a credit note with the returned lines at their invoice price and rate, and its PDF adds up', async () => {
    const caso = await facturaNueva(suite, 4);
    const nueva = await como('admin.demo', 'POST', '/api/devolucion/nueva', {
      guid: randomUUID(),
      facturaId: caso.facturaId,
      items: [{ pedidoDetId: caso.simple.pedidoDetId, cantidad: 2, motivoDevolucionId: 3 }],
    });
    expect(nueva.status).toBe(200);
    for (let paso = 0; paso < 3; paso++) await avanzarDevoluciones(suite.entorno.app, reloj.ahora(), 1000);
    const { estadoId, notaCreditoId } = (await como('admin.demo', 'GET', `/api/devolucion/estado/${nueva.body.id}`)).body;
    expect(estadoId).toBe(600);
    const [origen] = await db().select().from(facturaItem).where(and(eq(facturaItem.facturaId, caso.facturaId), eq(facturaItem.troquel, caso.simple.troquel)));
    const { api, items, texto } = await revisarComprobante('cuenta.demo', notaCreditoId);
    expect(texto).toContain('NOTA DE CRÉDITO');
    expect(api.tipoComprobanteId).toBe(3);
    expect(items.map((i) => [i.troquel, i.cantAprobada, i.precioUnitario, alicuota(i)])).toEqual([[origen!.troquel, 2, origen!.precioUnitario, alicuota(origen!)]]);
    expect(api.total).toBe(suma(items.map((i) => i.importeTotal + i.iva)));
  });

  test('a credit note written without lines (before issue 27) prints its VAT without a rate, never 0 beside a total that has it', async () => {
    const [ultima] = await db().select().from(factura).where(and(eq(factura.tipoComprobanteId, 3), eq(factura.puntoVenta, 10))).orderBy(desc(factura.nroComprobante)).limit(1);
    const [sinLineas] = await db()
      .insert(factura)
      .values({
        farmaciaId: 1001, fechaEmision: reloj.ahora(), fechaVencimiento: reloj.hoy(), tipoOperacionId: 10, tipoComprobanteId: 3, puntoVenta: 10, nroComprobante: ultima!.nroComprobante + 1,
        cantidadUnidades: 3, subtotal: 8481, iva: 1781.01, total: 10262.01, observaciones: 'Nota de crédito por la devolución 1', respuestaAfip: 'A',
      })
      .returning();
    const { totales } = await revisarComprobante('cuenta.demo', sinLineas!.id);
    expect(totales).toEqual({ neto: 8481, exento: 0, iva21: 0, iva105: 0, ivaSinAlicuota: 1781.01, percepciones: 0, total: 10262.01 });
  });

  test('a credit note issued from returned lines is priced and taxed as invoiced; one of products never invoiced is not issued', async () => {
    // Returned lines of a real invoice: each at its invoice price and rate.
    const origen = await db().select().from(facturaItem).where(eq(facturaItem.facturaId, (await primeraFactura(1001)).id)).orderBy(asc(facturaItem.id));
    const emitir = (lineas: { pedidoItemId: number | null; troquel: number; cantidad: number }[]) =>
      db().transaction((tx) => emitirNotaCredito(tx, { farmaciaId: 1001, tipoContribuyente: 1, sucursal: 1, lineas, observaciones: 'Prueba', ahora: reloj.ahora(), hoy: reloj.hoy() }));
    const emitida = (await emitir(origen.map((l) => ({ pedidoItemId: l.pedidoItemId, troquel: l.troquel, cantidad: 1 }))))!;
    const lineas = await db().select().from(facturaItem).where(eq(facturaItem.facturaId, emitida.id)).orderBy(asc(facturaItem.id));
    expect(lineas.map((l) => [l.troquel, l.precioUnitario, l.importeTotal])).toEqual(origen.map((l) => [l.troquel, l.precioUnitario, l.precioUnitario]));
    lineas.forEach((l, n) => expect(alicuota(l.iva === 0 ? { importeTotal: 1, iva: 0 } : l)).toBe(alicuota(origen[n]!)));
    expect(emitida.total).toBeCloseTo(suma(lineas.map((l) => l.importeTotal + l.iva)), 2);
    expect(emitida.descripcion).toMatch(/^Nota de crédito A 0010-\d{8}$/);
    const { rows } = (await db().execute(sql`
      select p.troquel from producto p where not exists (
        select 1 from factura_item i join factura f on f.id = i.factura_id where i.troquel = p.troquel and f.farmacia_id = 1001)
      order by p.troquel limit 1`)) as unknown as { rows: { troquel: number }[] };
    expect(await emitir([{ pedidoItemId: null, troquel: Number(rows[0]!.troquel), cantidad: 2 }])).toBeNull();
  });

  test('several invoices as one ZIP of their PDFs; more than parameter 320 is a Spanish 400, another pharmacy’s a 404', async () => {
    const ids = (await db().select({ id: factura.id }).from(factura).where(eq(factura.farmaciaId, 1001)).orderBy(asc(factura.id)).limit(3)).map((f) => f.id);
    const r = await bajar('cuenta.demo', '/api/factura/pdf', { facturaIds: ids });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="Facturas_1001_${reloj.hoy()}.zip"`);
    const archivos = unzipSync(new Uint8Array(r.datos));
    expect(Object.keys(archivos)).toHaveLength(3);
    for (const [nombre, datos] of Object.entries(archivos)) {
      expect(nombre).toMatch(/^(FACTURA|NOTA_DE_CREDITO)_[A-Z]{3}_\d{4}-\d{8}\.pdf$/);
      expect(Buffer.from(datos.subarray(0, 5)).toString()).toBe('%PDF-');
    }
    const grupo = [(await primeraFactura(1001)).id, (await primeraFactura(1003)).id];
    const deGrupo = await bajar('grupo.demo', '/api/factura/pdf', { facturaIds: grupo });
    expect(deGrupo.headers.get('content-disposition')).toMatch(/filename="Facturas_grupo_/);
    expect(Object.keys(unzipSync(new Uint8Array(deGrupo.datos)))).toHaveLength(2);
    const demasiadas = await bajar('cuenta.demo', '/api/factura/pdf', { facturaIds: Array.from({ length: 51 }, (_, i) => ids[0]! + i) });
    expect(demasiadas.status).toBe(400);
    expect(JSON.parse(demasiadas.datos.toString()).mensaje).toMatch(/^Se pueden descargar hasta 50 facturas a la vez/);
    expect((await bajar('cuenta.demo', '/api/factura/pdf', { facturaIds: [...ids, (await primeraFactura(1002)).id] })).status).toBe(404);
    expect((await bajar('cuenta.demo', '/api/factura/pdf', { facturaIds: [] })).status).toBe(400);
    expect((await bajar('pedidos.demo', '/api/factura/pdf', { facturaIds: ids })).status).toBe(403);
  });
});

