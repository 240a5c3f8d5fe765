/** Bumped whenever the engine's indices change shape: indices stored by an older build are then built again. */
const VERSION_INDICE = 2;

/** FNV-1a, 32 bits: a change in the names beside the list must change the key; collisions only cost a wrong reuse's odds. */
function huella(texto: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) h = Math.imul(h ^ texto.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

/**
 * What the search indices are built from: the product list (its Last-Modified) and the names the documents take
 * besides it (the catalogue's laboratory, drug, category, offer and combo names). Equal keys, equal indices. Null
 * without a Last-Modified (nothing then to tell versions apart).
 */
export function claveIndice(ultimaModificacion: string | null, nombres: unknown): string | null {
  if (!ultimaModificacion) return null;
  const texto = JSON.stringify(nombres);
  return `v${VERSION_INDICE}|${ultimaModificacion}|${texto.length}|${huella(texto)}`;
}
