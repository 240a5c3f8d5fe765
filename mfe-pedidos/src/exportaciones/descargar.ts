/** Offers a blob to the browser as a download named `nombre` (exports, the cart's text, an imported file). */
export function descargarBlob(nombre: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.click();
  // Revoked later, not at once: some browsers read the address after the click's handler has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
