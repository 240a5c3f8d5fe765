/**
 * Where the PDF viewer's worker lives, set by the host's start-up step once it has checked the file is served.
 * A viewer loads pdf.js lazily and sets `GlobalWorkerOptions.workerSrc` from here.
 */
let workerUrl: string | null = null;

export function definirWorkerPdf(url: string): void {
  workerUrl = url;
}

export function obtenerWorkerPdf(): string {
  if (!workerUrl) throw new Error('El visor de PDF no fue preparado al iniciar el portal');
  return workerUrl;
}
