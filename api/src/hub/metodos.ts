import type { ZodError, ZodType } from 'zod';
import type { Conexion, ResultadoInvocacion } from './conexion.js';

/** What a hub method knows of its caller: only what the verified token said (pharmacy, user), never the arguments. */
export type LlamadaHub = Pick<Conexion, 'connectionId' | 'usuario' | 'farmaciaId'>;

export interface MetodoHub<A> {
  /** The method's arguments, validated before the handler runs; an invalid call gets a Spanish error. */
  argumentos: ZodType<A>;
  ejecutar(llamada: LlamadaHub, argumentos: A): unknown;
}

/** A refusal meant for the caller (its Spanish message is what the client gets); any other error is not shown. */
export class ErrorMetodoHub extends Error {}

/** zod's messages are Spanish (the API sets its locale); each names the argument's field. */
const problemas = (error: ZodError) =>
  error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');

/**
 * The methods clients may invoke on the hub (SignalR Invocation messages), registered by the modules that own them
 * (the cart's presence), and who wants to know when a connection ends. Names are matched case-insensitively, as
 * the .NET server does.
 */
export class MetodosHub {
  private readonly metodos = new Map<string, MetodoHub<unknown>>();
  private readonly alCerrar: ((conexion: LlamadaHub) => void)[] = [];

  registrar<A>(nombre: string, metodo: MetodoHub<A>): void {
    const clave = nombre.toLowerCase();
    if (this.metodos.has(clave)) throw new Error(`El método de hub '${nombre}' ya está registrado.`);
    this.metodos.set(clave, metodo as MetodoHub<unknown>);
  }

  /** `escucha` runs once for every connection of this process that ends, whatever the reason. */
  alCerrarConexion(escucha: (conexion: LlamadaHub) => void): void {
    this.alCerrar.push(escucha);
  }

  async invocar(llamada: LlamadaHub, nombre: unknown, argumentos: unknown): Promise<ResultadoInvocacion> {
    const metodo = typeof nombre === 'string' ? this.metodos.get(nombre.toLowerCase()) : undefined;
    if (!metodo) return { error: `El método '${String(nombre)}' no existe en este hub.` };
    const lista = Array.isArray(argumentos) ? argumentos : [];
    const validados = metodo.argumentos.safeParse(lista.length === 1 ? lista[0] : lista);
    if (!validados.success) return { error: `Argumentos inválidos para '${nombre as string}': ${problemas(validados.error)}` };
    try {
      return { resultado: (await metodo.ejecutar(llamada, validados.data)) ?? null };
    } catch (error) {
      if (error instanceof ErrorMetodoHub) return { error: error.message };
      // An unexpected failure: the client learns only that it failed.
      return { error: `El servidor no pudo completar '${nombre as string}'.` };
    }
  }

  cerrada(conexion: LlamadaHub): void {
    for (const escucha of this.alCerrar) escucha(conexion);
  }
}
