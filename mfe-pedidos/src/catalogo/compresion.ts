/** gzip of a text, with the browser's own CompressionStream. */
export async function comprimir(texto: string): Promise<ArrayBuffer> {
  const flujo = new Blob([texto]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(flujo).arrayBuffer();
}

export async function descomprimir(datos: ArrayBuffer): Promise<string> {
  const flujo = new Blob([datos]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(flujo).text();
}
