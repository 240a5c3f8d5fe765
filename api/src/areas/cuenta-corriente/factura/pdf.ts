import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { asc, eq } from 'drizzle-orm';
import { formatearNumeroComprobante as numeroComprobante } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { diaLocal } from '../../../reloj.js';
import { obtenerFarmacia } from '../../../plataforma/farmacia/index.js';
import { facturaAlcanzable } from './service.js';
import { factura, facturaItem } from './tablas.js';
import { tasaDeLinea, totalesComprobante } from './totales.js';

/** The distributor that issues every voucher. */
const EMISOR = {
  razonSocial: 'Droguería del Sur S.A.',
  cuit: '30-50012345-9',
  cuitNumero: 30500123459,
  domicilio: 'Av. Belgrano 1450, C1093AAO, Ciudad Autónoma de Buenos Aires',
  ingresosBrutos: '901-123456-7',
  inicioActividades: '01/03/1985',
  condicionIva: 'IVA Responsable Inscripto',
};

/** Letter and name of each voucher type of SPEC §4. */
const COMPROBANTES: Record<number, { letra: string; nombre: string; codigoAfip: number }> = {
  1: { letra: 'A', nombre: 'FACTURA', codigoAfip: 1 },
  2: { letra: 'A', nombre: 'NOTA DE DÉBITO', codigoAfip: 2 },
  3: { letra: 'A', nombre: 'NOTA DE CRÉDITO', codigoAfip: 3 },
  6: { letra: 'B', nombre: 'FACTURA', codigoAfip: 6 },
  7: { letra: 'B', nombre: 'NOTA DE DÉBITO', codigoAfip: 7 },
  8: { letra: 'B', nombre: 'NOTA DE CRÉDITO', codigoAfip: 8 },
  10: { letra: 'R', nombre: 'RECIBO', codigoAfip: 10 },
};

const CONDICION_IVA = ['Consumidor final', 'IVA Responsable Inscripto', 'IVA No Inscripto', 'IVA Exento', 'Responsable Monotributo', 'IVA Sujeto no categorizado'];
const RESPUESTAS_AFIP: Record<string, string> = { A: 'Aprobado', O: 'Aprobado con observaciones', C: 'Rechazado', E: 'Error' };

const pesos = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2 });
const dmy = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;
const DIA_MS = 86_400_000;


/**
 * The QR drawn as vector squares (one per dark module, with a one-module margin), marked as a span with its alternative
 * text: sharp at any zoom or print size, and half the time of a PNG (the mask pattern is fixed, a valid choice, so the
 * library does not try all eight). Most of a PDF's time went to the PNG before.
 */
function dibujarQr(doc: PDFKit.PDFDocument, qr: QRCode.QRCode, x: number, y: number, ancho: number): void {
  const n = qr.modules.size;
  const lado = ancho / (n + 2);
  doc.save().markContent('Span', { alt: 'Código QR del comprobante (AFIP)' });
  for (let fila = 0; fila < n; fila++) {
    for (let col = 0; col < n; col++) if (qr.modules.get(fila, col)) doc.rect(x + (col + 1) * lado, y + (fila + 1) * lado, lado, lado);
  }
  doc.fill('#000000').endMarkedContent().restore();
}

/** The tax authority's authorisation code (CAE) of an invoice: 14 digits derived from its id, the same every time. */
export const cae = (facturaId: number) => String(70_000_000_000_000 + ((facturaId * 7_919_993) % 9_999_999_999_999)).slice(0, 14);

/** Name of the invoice's file: `Factura_A_0010-00000123.pdf`. */
export const nombreArchivoFactura = (tipo: number, puntoVenta: number, nro: number) =>
  `${(COMPROBANTES[tipo]?.nombre ?? 'COMPROBANTE').replace(/ /g, '_').replace('É', 'E')}_${numeroComprobante(tipo, puntoVenta, nro).replace(' ', '_')}.pdf`;

/**
 * The invoice as an Argentine electronic voucher (pdfkit): letter and code, point of sale and number, both CUITs,
 * lines with their VAT rate (21 %, 10.5 % or exempt), VAT by rate, perceptions, total, the tax authority's answer, the
 * CAE with its due date and the QR the tax authority specifies (its URL with the voucher's data in base64 JSON).
 */
export async function pdfFactura(db: Db, facturaId: number, farmacias: readonly number[]): Promise<{ nombre: string; datos: Buffer }> {
  return pdfDeFactura(db, await facturaAlcanzable(db, facturaId, farmacias));
}

/** The PDF of an invoice already checked to be the caller's. */
export async function pdfDeFactura(db: Db, f: typeof factura.$inferSelect): Promise<{ nombre: string; datos: Buffer }> {
  const [farmacia, items] = await Promise.all([
    obtenerFarmacia(db, f.farmaciaId),
    db.select().from(facturaItem).where(eq(facturaItem.facturaId, f.id)).orderBy(asc(facturaItem.id)),
  ]);
  const comprobante = COMPROBANTES[f.tipoComprobanteId] ?? { letra: '-', nombre: 'COMPROBANTE', codigoAfip: f.tipoComprobanteId };
  const emision = diaLocal(f.fechaEmision);
  const vtoCae = diaLocal(new Date(f.fechaEmision.getTime() + 10 * DIA_MS));
  const codigoCae = cae(f.id);
  const numero = numeroComprobante(f.tipoComprobanteId, f.puntoVenta, f.nroComprobante);
  const qrDatos = {
    ver: 1,
    fecha: emision,
    cuit: EMISOR.cuitNumero,
    ptoVta: f.puntoVenta,
    tipoCmp: comprobante.codigoAfip,
    nroCmp: f.nroComprobante,
    importe: f.total,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: 80,
    nroDocRec: Number(farmacia.cuit.replace(/\D/g, '')),
    tipoCodAut: 'E',
    codAut: Number(codigoCae),
  };
  const qr = QRCode.create(`https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify(qrDatos)).toString('base64')}`, { maskPattern: 0 });

  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `${comprobante.nombre} ${numero}`, Author: EMISOR.razonSocial } });
  const partes: Buffer[] = [];
  doc.on('data', (p: Buffer) => partes.push(p));
  const terminado = new Promise<Buffer>((listo) => doc.on('end', () => listo(Buffer.concat(partes))));

  const izq = 36;
  const ancho = doc.page.width - 72;
  doc.rect(izq, 36, ancho, 120).stroke();
  doc.rect(izq + ancho / 2 - 25, 36, 50, 46).stroke();
  doc.font('Helvetica-Bold').fontSize(28).text(comprobante.letra, izq + ancho / 2 - 25, 42, { width: 50, align: 'center' });
  doc.fontSize(7).text(`COD. ${String(comprobante.codigoAfip).padStart(2, '0')}`, izq + ancho / 2 - 25, 72, { width: 50, align: 'center' });
  doc.fontSize(13).text(EMISOR.razonSocial, izq + 8, 46, { width: ancho / 2 - 40 });
  doc.font('Helvetica').fontSize(8);
  doc.text(EMISOR.domicilio, izq + 8, 66, { width: ancho / 2 - 40 });
  doc.text(EMISOR.condicionIva, izq + 8, 96);
  doc.font('Helvetica-Bold').fontSize(14).text(comprobante.nombre, izq + ancho / 2 + 35, 44);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Punto de venta: ${String(f.puntoVenta).padStart(4, '0')}   Comp. Nro: ${String(f.nroComprobante).padStart(8, '0')}`, izq + ancho / 2 + 35, 64);
  doc.text(`Número: ${numero}`, izq + ancho / 2 + 35, 78);
  doc.text(`Fecha de emisión: ${dmy(emision)}`, izq + ancho / 2 + 35, 92);
  doc.text(`CUIT: ${EMISOR.cuit}   IIBB: ${EMISOR.ingresosBrutos}`, izq + ancho / 2 + 35, 106);
  doc.text(`Inicio de actividades: ${EMISOR.inicioActividades}`, izq + ancho / 2 + 35, 120);

  doc.rect(izq, 162, ancho, 62).stroke();
  doc.fontSize(9);
  doc.text(`Cliente: ${farmacia.razonSocial} (${farmacia.id})`, izq + 8, 170);
  doc.text(`CUIT: ${farmacia.cuit}`, izq + ancho / 2 + 35, 170);
  doc.text(`Domicilio: ${farmacia.direccion}, ${farmacia.localidad} (${farmacia.codPostal})`, izq + 8, 184, { width: ancho / 2 + 20 });
  doc.text(`Condición frente al IVA: ${CONDICION_IVA[farmacia.tipoContribuyente] ?? '-'}`, izq + ancho / 2 + 35, 184);
  doc.text(`Condición de venta: Cuenta corriente a ${f.plazo} días`, izq + 8, 206);
  doc.text(`Remito: ${f.remito ?? '--'}   Pedido: ${f.pedidoId ?? '--'}`, izq + ancho / 2 + 35, 206);

  const columnas = [
    { titulo: 'Troquel', x: izq + 4, w: 50, align: 'left' as const },
    { titulo: 'Producto', x: izq + 56, w: 220, align: 'left' as const },
    { titulo: 'Cant.', x: izq + 278, w: 36, align: 'right' as const },
    { titulo: 'P. unitario', x: izq + 316, w: 70, align: 'right' as const },
    { titulo: 'IVA', x: izq + 388, w: 40, align: 'right' as const },
    { titulo: 'Importe', x: izq + 430, w: ancho - 434, align: 'right' as const },
  ];
  let y = 232;
  const encabezado = () => {
    doc.rect(izq, y, ancho, 16).fillAndStroke('#eeeeee', '#000000').fillColor('#000000');
    doc.font('Helvetica-Bold').fontSize(8);
    for (const c of columnas) doc.text(c.titulo, c.x, y + 4, { width: c.w, align: c.align });
    doc.font('Helvetica');
    y += 20;
  };
  encabezado();
  for (const it of items) {
    const tasa = tasaDeLinea(it);
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = 36;
      encabezado();
    }
    const valores = [String(it.troquel), it.prodNombre.slice(0, 48), String(it.cantAprobada), pesos.format(it.precioUnitario), tasa === 0 ? 'Exento' : `${String(tasa).replace('.', ',')} %`, pesos.format(it.importeTotal)];
    doc.fontSize(8);
    columnas.forEach((c, i) => doc.text(valores[i]!, c.x, y, { width: c.w, align: c.align, lineBreak: false }));
    y += 13;
  }
  if (items.length === 0) {
    doc.fontSize(8).text(f.observaciones ?? 'Sin detalle de productos.', izq + 4, y);
    y += 13;
  }

  y = Math.max(y + 10, doc.page.height - 190);
  const totales = totalesComprobante(f, items);
  const alto = totales.length * 14 + 30;
  doc.rect(izq + ancho / 2, y, ancho / 2, alto).stroke();
  let ty = y + 6;
  doc.fontSize(9);
  for (const [etiqueta, valor] of totales) {
    doc.text(etiqueta, izq + ancho / 2 + 8, ty);
    doc.text(pesos.format(valor), izq + ancho / 2 + 8, ty, { width: ancho / 2 - 16, align: 'right' });
    ty += 14;
  }
  doc.font('Helvetica-Bold').fontSize(11).text('Total', izq + ancho / 2 + 8, ty + 4);
  doc.text(pesos.format(f.total), izq + ancho / 2 + 8, ty + 4, { width: ancho / 2 - 16, align: 'right' });

  dibujarQr(doc, qr, izq, y, 90);
  doc.font('Helvetica').fontSize(8);
  doc.text(`Respuesta AFIP: ${f.respuestaAfip} (${RESPUESTAS_AFIP[f.respuestaAfip] ?? 'Desconocida'})`, izq + 96, y + 6, { width: ancho / 2 - 100 });
  doc.font('Helvetica-Bold').text(`CAE N°: ${codigoCae}`, izq + 96, y + 22);
  doc.font('Helvetica').text(`Fecha de vto. de CAE: ${dmy(vtoCae)}`, izq + 96, y + 36);
  doc.text(`Vencimiento del pago: ${f.fechaVencimiento ? dmy(f.fechaVencimiento) : '--'}`, izq + 96, y + 50);
  doc.fontSize(7).text('Comprobante autorizado. Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación.', izq, y + alto + 12, { width: ancho });
  doc.end();
  return { nombre: nombreArchivoFactura(f.tipoComprobanteId, f.puntoVenta, f.nroComprobante), datos: await terminado };
}
