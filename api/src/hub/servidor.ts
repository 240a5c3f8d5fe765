import type { Hub } from './tipos.js';
import type { Backplane, Difusion } from './backplane.js';
import { invocacion } from './protocolo.js';
import type { MetodosHub } from './metodos.js';
import type { RegistroConexiones } from './registro.js';
import { SalidaPorTurno, type Armar } from './salida.js';

export const MENSAJE_APAGADO = 'El servidor se está reiniciando. La conexión se restablecerá en unos instantes.';

/** Delivers a turn's messages that reached this process (from itself or through the backplane) to its own connections. */
export const entregaLocal = (registro: RegistroConexiones) => (difusiones: readonly Difusion[]) => registro.entregar(difusiones);

export class ServidorHub implements Hub {
  private cerrado = false;
  private readonly salida: SalidaPorTurno;

  constructor(
    private readonly registro: RegistroConexiones,
    private readonly backplane: Backplane,
    readonly metodos: MetodosHub,
    alError: (error: unknown) => void = () => undefined,
  ) {
    this.salida = new SalidaPorTurno((difusiones) => backplane.publicar(difusiones), alError);
  }

  enviarAFarmacia(farmaciaId: number, metodo: string, args: unknown[], exceptoConnectionId?: string | null): Promise<void> {
    return this.salida.agregar({ farmaciaId, texto: invocacion(metodo, args), exceptoConnectionId: exceptoConnectionId || null });
  }

  enviarAFarmaciaAlSalir(farmaciaId: number, metodo: string, armar: Armar): Promise<void> {
    return this.salida.agregar({ farmaciaId, metodo, armar });
  }

  enviarATodos(metodo: string, args: unknown[]): Promise<void> {
    return this.salida.agregar({ farmaciaId: null, texto: invocacion(metodo, args), exceptoConnectionId: null });
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
    // Delivered here at once, before the connections close; the publication to the other processes is awaited.
    const enviado = this.salida.vaciar();
    this.registro.cerrarTodas(MENSAJE_APAGADO);
    await enviado;
    await this.backplane.cerrar();
  }
}
