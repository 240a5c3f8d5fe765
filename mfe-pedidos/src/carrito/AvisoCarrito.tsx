import { Alert } from 'antd';
import type { Producto } from '@portal/shared/contracts';
import { useCatalogo } from '../catalogo/useCatalogo.js';
import { useResultadosCarrito } from './resultadosCarrito.js';
import { mensajeCambio } from './mensajeCambio.js';

/**
 * The notice of the last cart change made here (SPEC §9: it goes away by itself after 5000 ms, or when closed). The
 * product is named from the cart's own names (`productos`, which may include products out of the catalogue) or the
 * catalogue: a product just removed is no longer among the cart's.
 */
export function AvisoCarrito({ productos }: { productos?: ReadonlyMap<number, Producto> }) {
  const ultimo = useResultadosCarrito((s) => s.ultimo);
  const descartar = useResultadosCarrito((s) => s.descartar);
  const catalogo = useCatalogo().productos;
  if (!ultimo) return null;
  const nombre = (productos?.get(ultimo.troquel) ?? catalogo.get(ultimo.troquel))?.nombre ?? `el troquel ${ultimo.troquel}`;
  const { titulo, detalle } = mensajeCambio(nombre, ultimo);
  return (
    <Alert
      key={ultimo.secuencia}
      type={ultimo.tipo}
      showIcon
      closable={{ onClose: descartar, 'aria-label': 'Cerrar el aviso' }}
      title={titulo}
      description={detalle ?? undefined}
      role="status"
      aria-live="polite"
      style={{ marginBottom: 8 }}
    />
  );
}
