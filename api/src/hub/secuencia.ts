/** Stateful reconnect bookkeeping (HubProtocol.md, "Stateful Reconnect"): sequence ids are implicit, counted on both sides. */

/** Outgoing trackable messages not yet acknowledged, to replay after a reconnect. */
export class BufferReconexion {
  private mensajes: { id: number; texto: string }[] = [];
  private bytes = 0;
  private ultimoId = 0;

  constructor(private readonly limiteBytes: number) {}

  agregar(texto: string): void {
    this.ultimoId++;
    this.mensajes.push({ id: this.ultimoId, texto });
    this.bytes += texto.length;
    // Dropping the oldest keeps memory bounded; a client that still needed them sees a Sequence beyond what it received and stops.
    while (this.bytes > this.limiteBytes && this.mensajes.length > 0) {
      this.bytes -= this.mensajes.shift()!.texto.length;
    }
  }

  confirmar(sequenceId: number): void {
    let hasta = 0;
    while (hasta < this.mensajes.length && this.mensajes[hasta]!.id <= sequenceId) {
      this.bytes -= this.mensajes[hasta]!.texto.length;
      hasta++;
    }
    if (hasta > 0) this.mensajes = this.mensajes.slice(hasta);
  }

  /** The id the Sequence message announces: the first message to replay, or the next one to send. */
  get primerId(): number {
    return this.mensajes[0]?.id ?? this.ultimoId + 1;
  }

  get pendientes(): readonly string[] {
    return this.mensajes.map((m) => m.texto);
  }

  get bytesPendientes(): number {
    return this.bytes;
  }
}

/** Incoming side: drops duplicates replayed by the client and everything before its Sequence after a reconnect. */
export class EntradaSecuenciada {
  private siguienteId = 1;
  ultimoRecibido = 0;
  private esperandoSequence = false;

  reconectada(): void {
    this.esperandoSequence = true;
  }

  /** Whether a non-Sequence message should be processed; `rastreable` for types 1–5. */
  aceptar(rastreable: boolean): boolean {
    if (this.esperandoSequence) return false;
    if (!rastreable) return true;
    const id = this.siguienteId++;
    if (id <= this.ultimoRecibido) return false;
    this.ultimoRecibido = id;
    return true;
  }

  /** Returns false when the client announces ids it never sent us (the connection cannot continue). */
  sequence(sequenceId: number): boolean {
    this.esperandoSequence = false;
    if (sequenceId > this.ultimoRecibido + 1) return false;
    this.siguienteId = sequenceId;
    return true;
  }
}
