/**
 * Deterministic pseudo-random numbers (mulberry32): the same seed yields the same data on every run and machine.
 * Not for secrets.
 */
export class Aleatorio {
  private estado: number;

  constructor(semilla: number) {
    this.estado = semilla >>> 0;
  }

  /** A float in [0, 1). */
  siguiente(): number {
    this.estado = (this.estado + 0x6d2b79f5) >>> 0;
    let t = this.estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  entero(min: number, max: number): number {
    return min + Math.floor(this.siguiente() * (max - min + 1));
  }

  probabilidad(p: number): boolean {
    return this.siguiente() < p;
  }

  elegir<T>(lista: readonly T[]): T {
    return lista[Math.floor(this.siguiente() * lista.length)]!;
  }

  /** Picks by weight: `[[valor, peso], …]`. */
  ponderado<T>(opciones: readonly (readonly [T, number])[]): T {
    const total = opciones.reduce((s, [, p]) => s + p, 0);
    let r = this.siguiente() * total;
    for (const [valor, peso] of opciones) {
      r -= peso;
      if (r < 0) return valor;
    }
    return opciones[opciones.length - 1]![0];
  }

  /** `cantidad` distinct elements, in random order. */
  muestra<T>(lista: readonly T[], cantidad: number): T[] {
    return this.mezclar([...lista]).slice(0, Math.min(cantidad, lista.length));
  }

  /** Fisher–Yates, in place. */
  mezclar<T>(lista: T[]): T[] {
    for (let i = lista.length - 1; i > 0; i--) {
      const j = Math.floor(this.siguiente() * (i + 1));
      [lista[i], lista[j]] = [lista[j]!, lista[i]!];
    }
    return lista;
  }

  /** A version-4-shaped UUID drawn from this sequence. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.siguiente() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  /** Money with cents in [min, max]. */
  importe(min: number, max: number): number {
    return Math.round((min + this.siguiente() * (max - min)) * 100) / 100;
  }
}
