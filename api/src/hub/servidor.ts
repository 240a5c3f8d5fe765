import type { Hub } from './tipos.js';
import type { Backplane, Difusion } from './backplane.js';
import { invocacion } from './protocolo.js';
import type { RegistroConexiones } from './registro.js';

export const MENSAJE_APAGADO = 'El servidor se está reiniciando. La conexión se restablecerá en unos instantes.';

/** Delivers a message that reached this process (from itself or through the backplane) to its own connections. */
export const entregaLocal = (registro: RegistroConexiones) => (difusion: Difusion) => {
  if (difusion.farmaciaId === null) registro.enviarATodas(difusion.texto);
  else registro.enviarAGrupo(difusion.farmaciaId, difusion.texto, difusion.exceptoConnectionId);
};

export class ServidorHub implements Hub {
  private cerrado = false;

  constructor(
    private readonly registro: RegistroConexiones,
    private readonly backplane: Backplane,
  ) {}

  enviarAFarmacia(farmaciaId: number, metodo: string, args: unknown[], exceptoConnectionId?: string | null): Promise<void> {
    return this.backplane.publicar({ farmaciaId, texto: invocacion(metodo, args), exceptoConnectionId: exceptoConnectionId || null });
  }

  enviarATodos(metodo: string, args: unknown[]): Promise<void> {
    return this.backplane.publicar({ farmaciaId: null, texto: invocacion(metodo, args), exceptoConnectionId: null });
  }

  interrumpir(connectionId: string): boolean {
    const conexion = this.registro.buscarPorId(connectionId);
    if (!conexion?.tieneTransporte) return false;
    conexion.interrumpir();
    return true;
  }

  conexiones(): number {
    return this.registro.cantidad;
  }

  /** Tells every client to reconnect (to another process, behind a balancer) and leaves the backplane. */
  async cerrar(): Promise<void> {
    if (this.cerrado) return;
    this.cerrado = true;
    this.registro.cerrarTodas(MENSAJE_APAGADO);
    await this.backplane.cerrar();
  }
}
