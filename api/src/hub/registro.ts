import { randomBytes } from 'node:crypto';
import type { UsuarioToken } from '../auth/tipos.js';
import type { TiemposHub } from './config.js';
import type { Difusion } from './backplane.js';
import { Conexion, type EventosConexion, type TipoTransporte } from './conexion.js';
import { idDeInstancia } from './instancia.js';
import { repartir } from './reparto.js';
import type { MetodosHub } from './metodos.js';

/** Random 16 bytes, base64url, like the .NET server's ids. */
const nuevoId = () => randomBytes(16).toString('base64url');

export interface OpcionesRegistro {
  tiempos: TiemposHub;
  /** This process's name, which starts every id and token it issues (instancia.ts). */
  instancia?: string | null;
  /** The methods clients may invoke; without it every invocation is answered that the method does not exist. */
  metodos?: MetodosHub;
  alAbrir?: (conexion: Conexion) => void;
  alCerrar?: (conexion: Conexion) => void;
  alError?: (conexion: Conexion, mensaje: string) => void;
}

/** The connections of this process, by secret token and public id, and the pharmacy groups of the open ones. */
export class RegistroConexiones {
  private porToken = new Map<string, Conexion>();
  private porId = new Map<string, Conexion>();
  private grupos = new Map<number, Set<Conexion>>();
  /** Every connection of each user (negotiated or open), to close them when the user's rights change. */
  private porUsuario = new Map<string, Set<Conexion>>();
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
        const delUsuario = this.porUsuario.get(conexion.usuario.sub);
        if (delUsuario?.delete(conexion) && delUsuario.size === 0) this.porUsuario.delete(conexion.usuario.sub);
        const grupo = this.grupos.get(conexion.farmaciaId);
        if (grupo?.delete(conexion) && grupo.size === 0) this.grupos.delete(conexion.farmaciaId);
        opciones.metodos?.cerrada(conexion);
        opciones.alCerrar?.(conexion);
      },
      invocar: async (conexion, target, argumentos) =>
        opciones.metodos ? opciones.metodos.invocar(conexion, target, argumentos) : { error: `El método '${String(target)}' no existe en este hub.` },
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
    const instancia = this.opciones.instancia ?? null;
    const connectionId = idDeInstancia(instancia, nuevoId());
    const connectionToken = opciones.version0 ? connectionId : idDeInstancia(instancia, nuevoId());
    const conexion = new Conexion(connectionId, connectionToken, usuario, opciones.stateful, this.opciones.tiempos, this.eventos);
    this.porToken.set(connectionToken, conexion);
    this.porId.set(connectionId, conexion);
    let delUsuario = this.porUsuario.get(usuario.sub);
    if (!delUsuario) this.porUsuario.set(usuario.sub, (delUsuario = new Set()));
    delUsuario.add(conexion);
    return conexion;
  }

  /** Users with a connection here. */
  usuarios(): string[] {
    return [...this.porUsuario.keys()];
  }

  /**
   * Closes the user's connections whose token was issued for another context version than `version` (null: the user
   * may not connect at all), with `error` in the Close message and no reconnect: a new one needs a new sign-in.
   * Tokens without a version (another provider) are left alone. Answers how many it closed.
   */
  cerrarDeUsuario(sub: string, version: number | null, error: string): number {
    const delUsuario = this.porUsuario.get(sub);
    if (!delUsuario) return 0;
    const vencidas = [...delUsuario].filter((c) => c.usuario.versionContexto !== null && c.usuario.versionContexto !== version);
    for (const conexion of vencidas) conexion.cerrar(error);
    return vencidas.length;
  }

  /**
   * Asks the open connections of these pharmacies (null: every one) to reconnect, with `error` in the Close message:
   * they may have missed messages, and the portal reads its cart again after a reconnect (host/src/tiempo-real,
   * `alReconectar`). Answers how many it asked.
   */
  pedirReconexion(farmacias: readonly number[] | null, error: string): number {
    const grupos = farmacias === null ? [...this.grupos.values()] : farmacias.flatMap((f) => this.grupos.get(f) ?? []);
    const conexiones = grupos.flatMap((g) => [...g]);
    for (const conexion of conexiones) conexion.cerrar(error, true);
    return conexiones.length;
  }

  buscar(connectionToken: string): Conexion | undefined {
    return this.porToken.get(connectionToken);
  }

  buscarPorId(connectionId: string): Conexion | undefined {
    return this.porId.get(connectionId);
  }

  /** One turn's messages (from this process or through the backplane) to this process's connections, at once. */
  entregar(difusiones: readonly Difusion[]): void {
    repartir(this.grupos, difusiones);
  }

  get cantidad(): number {
    return this.porToken.size;
  }

  /** This process's connections by transport; `null`: negotiated and not connected yet. */
  porTransporte(): Map<TipoTransporte | null, number> {
    const cuenta = new Map<TipoTransporte | null, number>();
    for (const conexion of this.porToken.values()) cuenta.set(conexion.tipoTransporte, (cuenta.get(conexion.tipoTransporte) ?? 0) + 1);
    return cuenta;
  }

  cerrarTodas(error: string): void {
    clearInterval(this.temporizador);
    for (const conexion of [...this.porToken.values()]) conexion.cerrar(error, true);
  }

  private tic(): void {
    const ahora = Date.now();
    for (const conexion of [...this.porToken.values()]) conexion.tic(ahora);
  }
}
