import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ImportesCarrito, ItemCarrito, LineaCarrito } from '@portal/shared/contracts';
import { useConfigPedidos } from '../configuracion.js';
import { leerImportes, leerImportesDelta } from './carrito-api.js';
import { claveDe, tomarImportes } from './importes-conocidos.js';

/** The cart's lines as they would be with the pending quantities saved (0 removes a line). */
const conPendientes = (items: readonly ItemCarrito[], pendientes: readonly LineaCarrito[]) =>
  items
    .map((i) => {
      const pendiente = pendientes.find((p) => p.troquel === i.troquel);
      return pendiente ? { ...i, cantidad: pendiente.cantidad, ofertaId: pendiente.ofertaId } : i;
    })
    .filter((i) => i.cantidad > 0);

/**
 * The cart's amounts: those the last quantity change answered or `GET /api/importe-carrito` for the saved lines and, while quantities are being typed,
 * `POST /api/importe-carrito-delta` with the pending ones, after `debounce` ms of quiet and at most every `delta` ms.
 * Once the typed quantities are saved as typed, the amounts asked for them are the saved cart's: they stay until the
 * saved amounts are read, so the total does not step back to the old cart's in between.
 */
export function useImportesCarrito(items: readonly ItemCarrito[], pendientes: readonly LineaCarrito[]): { importes: ImportesCarrito | null; provisorios: boolean } {
  const claveItems = claveDe(items);
  const guardados = useQuery({
    queryKey: ['importe-carrito', claveItems],
    // The amounts a change of ours answered for exactly these lines, else the server's.
    queryFn: () => tomarImportes(claveItems) ?? leerImportes(),
    placeholderData: (anterior) => anterior,
  });
  const config = useConfigPedidos();
  /** The last amounts asked with pending quantities, the cart they are of, and the editing they were asked in. */
  const [delta, setDelta] = useState<{ importes: ImportesCarrito; carrito: string; edicion: number } | null>(null);
  const desde = useRef<number | null>(null);
  const numero = useRef(0);
  /** +1 each time no quantity is pending any more: an editing's amounts are not shown as the next one's. */
  const edicion = useRef(0);
  const clavePendientes = JSON.stringify(pendientes);
  const claveCarritoDelta = claveDe(conPendientes(items, pendientes));

  // Keyed by the pending lines' content, not by the array (a new one on every render of the panel).
  useEffect(() => {
    const lineas = JSON.parse(clavePendientes) as LineaCarrito[];
    if (lineas.length === 0 || !config) {
      desde.current = null;
      if (lineas.length === 0) edicion.current += 1;
      return;
    }
    const { debounce, delta: maximo } = config.carritoDetallePrecio;
    const ahora = performance.now();
    desde.current ??= ahora;
    const espera = Math.max(0, Math.min(debounce, desde.current + maximo - ahora));
    const temporizador = setTimeout(() => {
      desde.current = null;
      const este = ++numero.current;
      const deEdicion = edicion.current;
      leerImportesDelta(lineas)
        .then((importes) => {
          if (este === numero.current) setDelta({ importes, carrito: claveCarritoDelta, edicion: deEdicion });
        })
        .catch(() => undefined);
    }, espera);
    return () => clearTimeout(temporizador);
  }, [clavePendientes, claveCarritoDelta, config]);

  if (pendientes.length > 0) {
    const provisorios = delta !== null && delta.edicion === edicion.current;
    return { importes: provisorios ? delta.importes : (guardados.data ?? null), provisorios };
  }
  const leidos = guardados.data !== undefined && !guardados.isPlaceholderData;
  if (!leidos && delta?.carrito === claveItems) return { importes: delta.importes, provisorios: false };
  return { importes: guardados.data ?? null, provisorios: false };
}
