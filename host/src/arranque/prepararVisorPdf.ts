import { definirWorkerPdf } from '@portal/shared/client';

/**
 * Start-up step (SPEC §2): the PDF viewer's worker. pdf.js itself is loaded when a PDF is first shown (it would
 * weigh on every first load); its worker file is checked now so a missing one shows at start-up, not in front of
 * an invoice.
 */
export async function prepararVisorPdf(url: string): Promise<void> {
  const respuesta = await fetch(url, { method: 'HEAD' });
  if (!respuesta.ok) throw new Error(`No se pudo preparar el visor de PDF (${url}: ${respuesta.status})`);
  definirWorkerPdf(url);
}
