/** The bytes of a chosen file. FileReader rather than `Blob.arrayBuffer()`, which older browsers (and jsdom) lack. */
export function leerContenido(archivo: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const lector = new FileReader();
    lector.onload = () => resolve(lector.result as ArrayBuffer);
    lector.onerror = () => reject(lector.error ?? new Error('No se pudo leer el archivo.'));
    lector.readAsArrayBuffer(archivo);
  });
}
