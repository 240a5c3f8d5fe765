import PDFDocument from 'pdfkit';
import { NOMBRES_ESTADO_CONTROL, type ControlPedido, type ControlPedidoItem } from '@portal/shared/contracts';

const ZONA = 'America/Argentina/Buenos_Aires';
const fechaHora = (iso: string) =>
  new Intl.DateTimeFormat('es-AR', { timeZone: ZONA, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

/** Columns of the lines: troquel, product, laboratory, prepared, controlled, difference. */
const COLUMNAS = [
  { titulo: 'Troquel', ancho: 55, derecha: false },
  { titulo: 'Producto', ancho: 190, derecha: false },
  { titulo: 'Laboratorio', ancho: 110, derecha: false },
  { titulo: 'Preparada', ancho: 52, derecha: true },
  { titulo: 'Controlada', ancho: 56, derecha: true },
  { titulo: 'Diferencia', ancho: 60, derecha: true },
] as const;

/** The control as a printable A4 PDF: header, every line with its difference (shortages in bold), totals and signature boxes. */
export async function pdfControl(control: ControlPedido, items: ControlPedidoItem[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `Control de pedido ${control.id}`, Author: 'Portal Farmacias' } });
  const partes: Buffer[] = [];
  doc.on('data', (p: Buffer) => partes.push(p));
  const terminado = new Promise<Buffer>((listo) => doc.on('end', () => listo(Buffer.concat(partes))));

  doc.font('Helvetica-Bold').fontSize(16).text(`Control de pedido ${control.id}`);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(`Remito: ${control.nroRemito}    Pedido: ${control.pedidoId ?? '--'}    Farmacia: ${control.farmaciaId}`);
  doc.text(`Fecha: ${fechaHora(control.fecha)}    Estado: ${NOMBRES_ESTADO_CONTROL[control.estado] ?? 'N/A'}`);
  doc.moveDown();

  const izquierda = doc.page.margins.left;
  const fila = (valores: string[], negrita: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let x = izquierda;
    doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    let alto = 0;
    COLUMNAS.forEach((c, i) => {
      doc.text(valores[i] ?? '', x, y, { width: c.ancho - 4, align: c.derecha ? 'right' : 'left' });
      alto = Math.max(alto, doc.y - y);
      x += c.ancho;
    });
    doc.x = izquierda;
    doc.y = y + alto + 3;
  };
  fila(COLUMNAS.map((c) => c.titulo), true);
  doc.moveTo(izquierda, doc.y).lineTo(izquierda + 523, doc.y).stroke();
  doc.moveDown(0.2);
  let preparadas = 0;
  let controladas = 0;
  for (const item of items) {
    const diferencia = item.cantControlada - item.cantPreparada;
    preparadas += item.cantPreparada;
    controladas += item.cantControlada;
    fila(
      [String(item.troquel), item.prodNombre, item.laboratorioNombre, String(item.cantPreparada), String(item.cantControlada), diferencia > 0 ? `+${diferencia}` : String(diferencia)],
      diferencia !== 0,
    );
  }
  doc.moveTo(izquierda, doc.y).lineTo(izquierda + 523, doc.y).stroke();
  doc.moveDown(0.2);
  fila(['', `Totales (${items.length} líneas, ${items.filter((i) => i.cantControlada !== i.cantPreparada).length} con diferencias)`, '', String(preparadas), String(controladas), String(controladas - preparadas)], true);

  if (doc.y > doc.page.height - 160) doc.addPage();
  const yFirmas = doc.y + 50;
  for (const [i, titulo] of ['Controló (firma y aclaración)', 'Recibió (firma y aclaración)'].entries()) {
    const x = izquierda + i * 270;
    doc.rect(x, yFirmas, 250, 60).stroke();
    doc.font('Helvetica').fontSize(9).text(titulo, x, yFirmas + 64, { width: 250, align: 'center' });
  }
  doc.end();
  return terminado;
}
