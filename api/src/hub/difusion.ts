import type { Conexion } from './conexion.js';
import { Paquete } from './paquete.js';

/** Past this much text a turn's messages to a group are split into several frames, so no frame grows without bound. */
const MAXIMO_PAQUETE = 256 * 1024;

interface Mensaje {
  texto: string;
  exceptoConnectionId: string | null;
}

/**
 * The broadcasts of one turn of the event loop, kept per pharmacy group and sent together at the end of the turn:
 * each group gets one `Paquete` (so one frame per connection, however many messages the turn produced, and one
 * encoding for all of them), and only the group's own connections are visited. A connection some message leaves
 * out (its author's) gets a packet of its own without it.
 */
export class Difusiones {
  private porGrupo = new Map<number, Mensaje[]>();
  private programado = false;

  constructor(private readonly grupos: ReadonlyMap<number, ReadonlySet<Conexion>>) {}

  aGrupo(farmaciaId: number, texto: string, exceptoConnectionId: string | null): void {
    if (!this.grupos.has(farmaciaId)) return;
    this.agregar(farmaciaId, { texto, exceptoConnectionId });
  }

  /** To every open connection: every group that has one. */
  aTodos(texto: string): void {
    const mensaje = { texto, exceptoConnectionId: null };
    for (const farmaciaId of this.grupos.keys()) this.agregar(farmaciaId, mensaje);
  }

  /** Sends what is pending now (also before the server closes every connection, so those messages go out first). */
  vaciar(): void {
    this.programado = false;
    if (this.porGrupo.size === 0) return;
    const pendientes = this.porGrupo;
    this.porGrupo = new Map();
    const ahora = Date.now();
    for (const [farmaciaId, mensajes] of pendientes) {
      const grupo = this.grupos.get(farmaciaId);
      if (grupo) for (const parte of partes(mensajes)) enviarAlGrupo(grupo, parte, ahora);
    }
  }

  private agregar(farmaciaId: number, mensaje: Mensaje): void {
    const mensajes = this.porGrupo.get(farmaciaId);
    if (mensajes) mensajes.push(mensaje);
    else this.porGrupo.set(farmaciaId, [mensaje]);
    if (this.programado) return;
    this.programado = true;
    setImmediate(() => this.vaciar());
  }
}

function partes(mensajes: Mensaje[]): Mensaje[][] {
  const resultado: Mensaje[][] = [];
  let actual: Mensaje[] = [];
  let largo = 0;
  for (const m of mensajes) {
    if (actual.length > 0 && largo + m.texto.length > MAXIMO_PAQUETE) {
      resultado.push(actual);
      actual = [];
      largo = 0;
    }
    actual.push(m);
    largo += m.texto.length;
  }
  resultado.push(actual);
  return resultado;
}

function enviarAlGrupo(grupo: ReadonlySet<Conexion>, mensajes: Mensaje[], ahora: number): void {
  const todos = new Paquete(mensajes.map((m) => m.texto));
  let exceptuadas: Set<string> | null = null;
  for (const m of mensajes) if (m.exceptoConnectionId !== null) (exceptuadas ??= new Set()).add(m.exceptoConnectionId);
  if (exceptuadas === null) {
    for (const conexion of grupo) conexion.enviarPaquete(todos, ahora);
    return;
  }
  for (const conexion of grupo) {
    if (!exceptuadas.has(conexion.connectionId)) {
      conexion.enviarPaquete(todos, ahora);
      continue;
    }
    const propios = mensajes.filter((m) => m.exceptoConnectionId !== conexion.connectionId).map((m) => m.texto);
    if (propios.length > 0) conexion.enviarPaquete(new Paquete(propios), ahora);
  }
}
