import { randomBytes } from 'node:crypto';
import type { UsuarioToken } from '../auth/tipos.js';
import type { TiemposHub } from './config.js';
import { Conexion, type EventosConexion } from './conexion.js';
import { Difusiones } from './difusion.js';

/** Random 16 bytes, base64url, like the .NET server's ids. */
const nuevoId = () => randomBytes(16).toString('base64url');

export interface OpcionesRegistro {
  tiempos: TiemposHub;
  alAbrir?: (conexion: Conexion) => void;
  alCerrar?: (conexion: Conexion) => void;
  alError?: (conexion: Conexion, mensaje: string) => void;
}

/** The connections of this process, by secret token and public id, and the pharmacy groups of the open ones. */
export class RegistroConexiones {
  private porToken = new Map<string, Conexion>();
  private porId = new Map<string, Conexion>();
  private grupos = new Map<number, Set<Conexion>>();
  private readonly difusiones = new Difusiones(this.grupos);
  private temporizador: NodeJS.Timeout;
  private readonly eventos: EventosConexion;

  constructor(private readonly opciones: OpcionesRegistro) {
    this.eventos = {
      abierta: (conexion) => {
        let grupo = this.grupos.get(conexion.farmaciaId);
        if (!grupo) this.grupos.set(conexion.farmaciaId, (grupo = new Set()));
        grupo.add(conexion);
        opciones.alAbrir?.(conexion);
      },
      cerrada: (conexion) => {
        this.porToken.delete(conexion.connectionToken);
        this.porId.delete(conexion.connectionId);
        const grupo = this.grupos.get(conexion.farmaciaId);
        if (grupo?.delete(conexion) && grupo.size === 0) this.grupos.delete(conexion.farmaciaId);
        opciones.alCerrar?.(conexion);
      },
      error: (conexion, mensaje) => opciones.alError?.(conexion, mensaje),
    };
    const { keepAliveMs, handshakeTimeoutMs, desconexionMs, clientTimeoutMs } = opciones.tiempos;
    // One timer for every connection; its period bounds how late a ping or a timeout can be.
    const periodo = Math.max(10, Math.min(1000, keepAliveMs / 4, handshakeTimeoutMs / 4, desconexionMs / 4, clientTimeoutMs / 4));
    this.temporizador = setInterval(() => this.tic(), periodo);
    this.temporizador.unref();
  }

  /** `version0`: the negotiate answer has no token, so the public id doubles as the secret one. */
  crear(usuario: UsuarioToken, opciones: { stateful: boolean; version0: boolean }): Conexion {
    const connectionId = nuevoId();
    const connectionToken = opciones.version0 ? connectionId : nuevoId();
    const conexion = new Conexion(connectionId, connectionToken, usuario, opciones.stateful, this.opciones.tiempos, this.eventos);
    this.porToken.set(connectionToken, conexion);
    this.porId.set(connectionId, conexion);
    return conexion;
  }

  buscar(connectionToken: string): Conexion | undefined {
    return this.porToken.get(connectionToken);
  }

  buscarPorId(connectionId: string): Conexion | undefined {
    return this.porId.get(connectionId);
  }

  /** Sent at the end of this turn of the event loop, together with the group's other messages of the turn. */
  enviarAGrupo(farmaciaId: number, texto: string, exceptoConnectionId: string | null): void {
    this.difusiones.aGrupo(farmaciaId, texto, exceptoConnectionId);
  }

  enviarATodas(texto: string): void {
    this.difusiones.aTodos(texto);
  }

  get cantidad(): number {
    return this.porToken.size;
  }

  cerrarTodas(error: string): void {
    clearInterval(this.temporizador);
    this.difusiones.vaciar();
    for (const conexion of [...this.porToken.values()]) conexion.cerrar(error, true);
  }

  private tic(): void {
    const ahora = Date.now();
    for (const conexion of [...this.porToken.values()]) conexion.tic(ahora);
  }
}
