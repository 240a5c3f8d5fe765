import type { Difusion } from './backplane.js';
import { invocacion } from './protocolo.js';

/** A message written when the turn's messages leave: until then its sender may still change what it will say. */
export type Armar = () => { args: unknown[]; exceptoConnectionId: string | null };

type Pendiente =
  | { farmaciaId: number | null; texto: string; exceptoConnectionId: string | null }
  | { farmaciaId: number; metodo: string; armar: Armar };

interface Lote {
  pendientes: Pendiente[];
  /** Settles the promise every sender of the turn got, with the publication. */
  listo: (publicado: Promise<void>) => void;
  enviado: Promise<void>;
}

/**
 * The one batching stage of a broadcast, where it is sent: the messages of one turn of the event loop leave together
 * at its end, as one publication to the backplane (one Redis message), which every process then delivers at once,
 * one frame per connection (`repartir`). A sender whose state changes several times in a turn (the cart publisher)
 * adds one message built at the end (`Armar`), so only its last state is encoded and sent.
 */
export class SalidaPorTurno {
  private lote: Lote | null = null;

  constructor(
    private readonly publicar: (difusiones: readonly Difusion[]) => Promise<void>,
    private readonly alError: (error: unknown) => void,
  ) {}

  /** Resolves once the turn's messages went out (delivered here, handed to Redis). */
  agregar(pendiente: Pendiente): Promise<void> {
    if (!this.lote) {
      let listo!: Lote['listo'];
      const enviado = new Promise<void>((resolve) => (listo = resolve));
      this.lote = { pendientes: [], listo, enviado };
      setImmediate(() => void this.vaciar());
    }
    this.lote.pendientes.push(pendiente);
    return this.lote.enviado;
  }

  /** Sends what is pending now (also before the server closes every connection, so those messages go out first). */
  vaciar(): Promise<void> {
    const lote = this.lote;
    if (!lote) return Promise.resolve();
    this.lote = null;
    const difusiones: Difusion[] = [];
    for (const p of lote.pendientes) {
      if (!('armar' in p)) {
        difusiones.push(p);
        continue;
      }
      try {
        const { args, exceptoConnectionId } = p.armar();
        difusiones.push({ farmaciaId: p.farmaciaId, texto: invocacion(p.metodo, args), exceptoConnectionId });
      } catch (error) {
        // One sender's failure must not cost the others their messages.
        this.alError(error);
      }
    }
    const publicado = difusiones.length > 0 ? this.publicar(difusiones) : Promise.resolve();
    lote.listo(publicado);
    return publicado;
  }
}
