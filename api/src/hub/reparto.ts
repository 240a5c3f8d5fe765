import type { Difusion } from './backplane.js';
import type { Conexion } from './conexion.js';
import { Paquete } from './paquete.js';

/** Past this much text a turn's messages to a group are split into several frames, so no frame grows without bound. */
const MAXIMO_PAQUETE = 256 * 1024;

/**
 * Delivers one turn's messages (already batched where they were sent: `SalidaPorTurno`) to this process's
 * connections, per pharmacy group: each group gets one `Paquete` (so one frame per connection, however many messages
 * the turn produced, and one encoding for all of them), and only the group's own connections are visited. A
 * connection some message leaves out (its author's) gets a packet of its own without it.
 */
export function repartir(grupos: ReadonlyMap<number, ReadonlySet<Conexion>>, difusiones: readonly Difusion[]): void {
  const porGrupo = new Map<number, Difusion[]>();
  const agregar = (farmaciaId: number, difusion: Difusion) => {
    const mensajes = porGrupo.get(farmaciaId);
    if (mensajes) mensajes.push(difusion);
    else porGrupo.set(farmaciaId, [difusion]);
  };
  for (const difusion of difusiones) {
    if (difusion.farmaciaId === null) for (const farmaciaId of grupos.keys()) agregar(farmaciaId, difusion);
    else if (grupos.has(difusion.farmaciaId)) agregar(difusion.farmaciaId, difusion);
  }
  const ahora = Date.now();
  for (const [farmaciaId, mensajes] of porGrupo) {
    const grupo = grupos.get(farmaciaId)!;
    for (const parte of partes(mensajes)) enviarAlGrupo(grupo, parte, ahora);
  }
}

function partes(mensajes: Difusion[]): Difusion[][] {
  const resultado: Difusion[][] = [];
  let actual: Difusion[] = [];
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

function enviarAlGrupo(grupo: ReadonlySet<Conexion>, mensajes: Difusion[], ahora: number): void {
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
