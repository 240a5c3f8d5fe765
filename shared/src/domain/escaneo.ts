/**
 * Telling a barcode scanner from a person at the keyboard (issue 17, "scan anywhere").
 *
 * A scanner in keyboard-wedge mode types the code's digits and an Enter as USB keyboard reports, one every 1–10 ms
 * (the HID polling interval and the scanner's inter-character delay); measured in Chromium on this project's journeys
 * the simulated scanner's keys arrive 0–12 ms apart. A person does not come close over a whole code: the large study
 * of Dhakal et al. (CHI 2018, 136 million keystrokes) puts the mean interval between keys at 238 ms and that of the
 * fastest typists near 120 ms; a rolled pair of keys can come 20–40 ms apart, but never seven in a row. So a code is
 * a run of at least 7 digits (a troquel; an EAN-8 has 8, an EAN-13 13, a GTIN 14) and an Enter, in which EVERY gap is
 * at most 35 ms. One slow gap and the run is a person typing.
 */
export const ESCANEO = {
  /** Longest gap between two keys of one scan, Enter included. */
  maxIntervaloMs: 35,
  minDigitos: 7,
  maxDigitos: 14,
} as const;

export type EventoEscaneo =
  /** Not part of a scan (or a scan that turned out to be typing). */
  | { tipo: 'nada' }
  /** The first digit of a run that may be a scan: the caller remembers what the focused field held before it. */
  | { tipo: 'inicio' }
  /** Another fast digit of the run. */
  | { tipo: 'sigue' }
  /** Enter closed a scan: the digits read. */
  | { tipo: 'escaneo'; codigo: string };

/** Fed every key press (its `key` and when it happened), says when a scan starts and when one was read. */
export class DetectorEscaneo {
  private digitos = '';
  private ultimo = Number.NEGATIVE_INFINITY;

  constructor(private readonly umbral = ESCANEO) {}

  tecla(key: string, instante: number): EventoEscaneo {
    const rapido = instante - this.ultimo <= this.umbral.maxIntervaloMs;
    this.ultimo = instante;
    if (/^\d$/.test(key)) {
      if (rapido && this.digitos.length > 0 && this.digitos.length < this.umbral.maxDigitos) {
        this.digitos += key;
        return { tipo: 'sigue' };
      }
      this.digitos = key;
      return { tipo: 'inicio' };
    }
    const leido = this.digitos;
    this.digitos = '';
    if (key === 'Enter' && rapido && leido.length >= this.umbral.minDigitos) return { tipo: 'escaneo', codigo: leido };
    return { tipo: 'nada' };
  }
}
