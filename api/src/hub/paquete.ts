/**
 * Hub records that travel together (one WebSocket frame, one server-sent event, one poll answer). A broadcast builds
 * one and every connection of the group gets the same object: the text is joined, framed and encoded once per
 * transport kind, however many connections it goes to.
 */
export class Paquete {
  private unido: string | undefined;
  private trama: Buffer | undefined;
  private evento: Buffer | undefined;

  constructor(readonly registros: readonly string[]) {}

  static de(texto: string): Paquete {
    return new Paquete([texto]);
  }

  get texto(): string {
    return (this.unido ??= this.registros.length === 1 ? this.registros[0]! : this.registros.join(''));
  }

  /** The whole WebSocket frame, header included, ready to be written to any client's socket. */
  get tramaWebSocket(): Buffer {
    return (this.trama ??= tramaTexto(this.texto));
  }

  get eventoSse(): Buffer {
    return (this.evento ??= Buffer.from(eventoSse(this.texto)));
  }
}

/**
 * Each message becomes one server-sent event: `data:` lines and a blank line (the client joins the lines with `\n`).
 * Here, beside the WebSocket frame, so the packet that caches both encodings depends on no transport.
 */
export const eventoSse = (texto: string) =>
  texto
    .split(/\r\n|\r|\n/)
    .map((linea) => `data: ${linea}\r\n`)
    .join('') + '\r\n';

/**
 * A final, unmasked text frame (RFC 6455 §5.2), as a server sends it: FIN + opcode 1, then the length in 7 bits,
 * or 126 and 16 bits, or 127 and 64 bits.
 */
export function tramaTexto(texto: string): Buffer {
  const largo = Buffer.byteLength(texto);
  const cabecera = largo < 126 ? 2 : largo <= 0xffff ? 4 : 10;
  const trama = Buffer.allocUnsafe(cabecera + largo);
  trama[0] = 0x81;
  if (cabecera === 2) {
    trama[1] = largo;
  } else if (cabecera === 4) {
    trama[1] = 126;
    trama.writeUInt16BE(largo, 2);
  } else {
    trama[1] = 127;
    trama.writeBigUInt64BE(BigInt(largo), 2);
  }
  trama.write(texto, cabecera, 'utf8');
  return trama;
}
