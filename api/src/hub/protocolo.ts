/** The JSON hub protocol (versions 1 and 2): records end with the ASCII record separator. */
export const SEPARADOR = '\u001e';

export const TipoMensaje = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface MensajeHub {
  type: number;
  invocationId?: string;
  target?: string;
  sequenceId?: number;
  [campo: string]: unknown;
}

/** Only these are numbered and replayed by stateful reconnect. */
export const esRastreable = (tipo: number) => tipo >= TipoMensaje.Invocation && tipo <= TipoMensaje.CancelInvocation;

export const escribir = (mensaje: object) => JSON.stringify(mensaje) + SEPARADOR;

export const PING = escribir({ type: TipoMensaje.Ping });

export const invocacion = (metodo: string, args: unknown[]) =>
  escribir({ type: TipoMensaje.Invocation, target: metodo, arguments: args });

/** Splits incoming text into complete records, keeping an unfinished tail for the next chunk. */
export class LectorRegistros {
  private resto = '';

  leer(texto: string): string[] {
    const partes = (this.resto + texto).split(SEPARADOR);
    this.resto = partes.pop() ?? '';
    return partes;
  }
}

export class ErrorProtocolo extends Error {}

export function leerMensaje(registro: string): MensajeHub {
  let valor: unknown;
  try {
    valor = JSON.parse(registro);
  } catch {
    throw new ErrorProtocolo('El mensaje recibido no es JSON válido.');
  }
  if (typeof valor !== 'object' || valor === null || typeof (valor as MensajeHub).type !== 'number') {
    throw new ErrorProtocolo('El mensaje recibido no indica su tipo.');
  }
  return valor as MensajeHub;
}

export interface SolicitudHandshake {
  protocol: string;
  version: number;
}

export const VERSIONES_JSON = [1, 2];

/** Returns the Spanish error to answer, or null when the handshake is accepted. */
export function validarHandshake(registro: string): string | null {
  let valor: Partial<SolicitudHandshake>;
  try {
    valor = JSON.parse(registro) as Partial<SolicitudHandshake>;
  } catch {
    return 'La solicitud de inicio de la conexión no es JSON válido.';
  }
  if (typeof valor !== 'object' || valor === null || typeof valor.protocol !== 'string' || typeof valor.version !== 'number') {
    return 'La solicitud de inicio de la conexión debe indicar protocolo y versión.';
  }
  if (valor.protocol !== 'json') return `El protocolo '${valor.protocol}' no está disponible.`;
  if (!VERSIONES_JSON.includes(valor.version)) return `El servidor no admite la versión ${valor.version} del protocolo 'json'.`;
  return null;
}
