/**
 * Joins the messages written to one transport in the same turn of the event loop into one write: a burst to a group
 * costs one frame per connection instead of one per message (the protocol allows several records per frame).
 */
export class Lote {
  private partes: string[] = [];
  private programado = false;

  constructor(private readonly escribir: (texto: string) => void) {}

  agregar(texto: string): void {
    this.partes.push(texto);
    if (this.programado) return;
    this.programado = true;
    setImmediate(() => this.vaciar());
  }

  /** Writes what is pending now (before a close, so the last messages go out first). */
  vaciar(): void {
    this.programado = false;
    if (this.partes.length === 0) return;
    const texto = this.partes.length === 1 ? this.partes[0]! : this.partes.join('');
    this.partes = [];
    this.escribir(texto);
  }
}
