import PDFDocument from 'pdfkit';
import { ETIQUETAS_VALIDACION_LOTE, ZONA_DISTRIBUIDORA, type EstadoValidacionLote } from '@portal/shared/domain';
import type { Devolucion, DevolucionItem, MotivoDevolucion } from '@portal/shared/contracts';

const fechaHora = (iso: string) =>
  new Intl.DateTimeFormat('es-AR', { timeZone: ZONA_DISTRIBUIDORA, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(
    new Date(iso),
  );

const COLUMNAS = [
  { titulo: 'Troquel', ancho: 55 },
  { titulo: 'Producto', ancho: 185 },
  { titulo: 'Cant.', ancho: 35 },
  { titulo: 'Lote / Serie', ancho: 100 },
  { titulo: 'Motivo', ancho: 90 },
  { titulo: 'Validación', ancho: 58 },
] as const;

/** The return voucher the pharmacy sends with the goods: header, one row per returned line or unit, total and signature box. */
export async function pdfDevolucion(d: Devolucion, items: DevolucionItem[], motivos: MotivoDevolucion[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `Comprobante de devolución ${d.id}`, Author: 'Portal Farmacias' } });
  const partes: Buffer[] = [];
  doc.on('data', (p: Buffer) => partes.push(p));
  const terminado = new Promise<Buffer>((listo) => doc.on('end', () => listo(Buffer.concat(partes))));
  const motivo = new Map(motivos.map((m) => [m.id, m.descripcion]));

  doc.font('Helvetica-Bold').fontSize(16).text(`Comprobante de devolución ${d.id}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(`Farmacia: ${d.farmaciaId}    Factura: ${d.nroFactura ?? '--'}    Fecha: ${fechaHora(d.fechaAlta)}`);
  doc.text(`Estado: ${d.estado}    Unidades: ${d.cantidadItemsTotal}    Identificador: ${d.guid}`);
  doc.moveDown();
  const izquierda = doc.page.margins.left;
  const fila = (valores: string[], negrita = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let x = izquierda;
    let alto = 0;
    doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    COLUMNAS.forEach((c, i) => {
      doc.text(valores[i] ?? '', x, y, { width: c.ancho - 4 });
      alto = Math.max(alto, doc.y - y);
      x += c.ancho;
    });
    doc.x = izquierda;
    doc.y = y + alto + 3;
  };
  fila(COLUMNAS.map((c) => c.titulo), true);
  for (const i of items) {
    fila([
      String(i.troquel),
      i.prodNombre,
      String(i.cantidadItems),
      i.nroSerie ?? i.nroLote ?? '',
      motivo.get(i.motivoDevolucionId ?? 0) ?? '',
      ETIQUETAS_VALIDACION_LOTE[i.estadoValidacion as EstadoValidacionLote] ?? '',
    ]);
  }
  doc.moveDown();
  doc.rect(izquierda, doc.y + 30, 250, 60).stroke();
  doc.font('Helvetica').fontSize(9).text('Entregó (firma y aclaración)', izquierda, doc.y + 94, { width: 250, align: 'center' });
  doc.end();
  return terminado;
}
