/** SPEC §5: the Excel movement export's file name (the extension apart) is at most 30 characters. */
export const LARGO_NOMBRE_MOVIMIENTOS = 30;

/**
 * The movement export's file name, without extension: the pharmacy and the whole range, so that two downloads of
 * the same pharmacy never read alike. "Movimientos_{id}_{desde}_{hasta}" never fits 30 characters, and cutting it
 * lost the range's end ("Movimientos_1001_2026-10-01_20"); so the word is abbreviated, and the days written without
 * dashes when the pharmacy's number is too long for them: "Mov_1001_2026-10-01_2026-10-20", "Mov_123456_20261001_20261020".
 */
export function nombreArchivoMovimientos(farmaciaId: number, desde: string, hasta: string): string {
  const completo = `Mov_${farmaciaId}_${desde}_${hasta}`;
  if (completo.length <= LARGO_NOMBRE_MOVIMIENTOS) return completo;
  const compacto = (dia: string) => dia.replaceAll('-', '');
  return `Mov_${farmaciaId}_${compacto(desde)}_${compacto(hasta)}`.slice(0, LARGO_NOMBRE_MOVIMIENTOS);
}
