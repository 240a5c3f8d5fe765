import { estadoPresenciaSchema, type AvisoPresencia, type EstadoPresencia } from '@portal/shared/contracts';
import type { Rol } from '@portal/shared/domain';
import type { Hub } from '../../../hub/tipos.js';
import { ErrorMetodoHub, type LlamadaHub } from '../../../hub/metodos.js';

/** Who may be seen in (and see) the shared cart: the roles that may read it (PERMISOS.carritoLectura). */
const ROLES_CARRITO: readonly Rol[] = ['Pedidos', 'ConsultorStock'];

export const METODO_PRESENCIA = 'ActualizarPresencia';
export const EVENTO_PRESENCIA = 'PresenciaCarrito';

/**
 * Presence in the shared cart (issue 17): a connection tells what it is doing with the cart (`ActualizarPresencia`),
 * and the hub tells the other connections of its pharmacy, and only them (`PresenciaCarrito`, through the backplane to
 * every API process). The pharmacy and the user come from the verified token of the connection, never from the call.
 *
 * State lives in the clients, not here: each process remembers only which of its own connections have the cart open,
 * so that it can say they left when they end. A process that dies says nothing; its users' colleagues forget them
 * when their repeated presence stops (PRESENCIA_VIGENCIA_MS), and they repeat it after reconnecting elsewhere.
 */
export function registrarPresencia(hub: Hub): void {
  const abiertas = new Map<string, { nombre: string; userId: string }>();
  const anunciadas = new Set<string>();

  const avisar = (llamada: LlamadaHub, estado: EstadoPresencia, extra: Pick<AvisoPresencia, 'nuevo' | 'salio'>) => {
    const aviso: AvisoPresencia = {
      connectionId: llamada.connectionId,
      userId: llamada.usuario.sub,
      nombre: llamada.usuario.nombre,
      viendoCarrito: estado.viendoCarrito,
      editandoTroquel: estado.viendoCarrito ? estado.editandoTroquel : null,
      ...extra,
    };
    return hub.enviarAFarmacia(llamada.farmaciaId, EVENTO_PRESENCIA, [aviso], llamada.connectionId);
  };

  hub.metodos.registrar(METODO_PRESENCIA, {
    argumentos: estadoPresenciaSchema,
    async ejecutar(llamada, estado) {
      if (!llamada.usuario.roles.some((r) => ROLES_CARRITO.includes(r))) {
        throw new ErrorMetodoHub('No tiene permisos para ver el carrito de la farmacia.');
      }
      const nuevo = !anunciadas.has(llamada.connectionId);
      anunciadas.add(llamada.connectionId);
      if (estado.viendoCarrito) abiertas.set(llamada.connectionId, { nombre: llamada.usuario.nombre, userId: llamada.usuario.sub });
      else abiertas.delete(llamada.connectionId);
      await avisar(llamada, estado, { nuevo, salio: false });
      return null;
    },
  });

  hub.metodos.alCerrarConexion((conexion) => {
    anunciadas.delete(conexion.connectionId);
    if (!abiertas.delete(conexion.connectionId)) return;
    void avisar(conexion, { viendoCarrito: false, editandoTroquel: null }, { nuevo: false, salio: true });
  });
}
