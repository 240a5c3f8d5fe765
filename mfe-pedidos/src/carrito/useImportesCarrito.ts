import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ImportesCarrito, ItemCarrito, LineaCarrito } from '@portal/shared/contracts';
import { useConfigPedidos } from '../configuracion.js';
import { leerImportes, leerImportesDelta } from './carrito-api.js';

/**
 * The cart's amounts: `GET /api/importe-carrito` for the saved lines and, while quantities are being typed,
 * `POST /api/importe-carrito-delta` with the pending ones, after `debounce` ms of quiet and at most every `delta` ms.
 */
export function useImportesCarrito(items: readonly ItemCarrito[], pendientes: readonly LineaCarrito[]): { importes: ImportesCarrito | null; provisorios: boolean } {
  const claveItems = items.map((i) => `${i.troquel}:${i.cantidad}:${i.ofertaId}`).join(',');
  const guardados = useQuery({ queryKey: ['importe-carrito', claveItems], queryFn: leerImportes, placeholderData: (anterior) => anterior });
  const config = useConfigPedidos();
  const [delta, setDelta] = useState<ImportesCarrito | null>(null);
  const desde = useRef<number | null>(null);
  const numero = useRef(0);
  const clavePendientes = JSON.stringify(pendientes);

  // Keyed by the pending lines' content, not by the array (a new one on every render of the panel).
  useEffect(() => {
    const lineas = JSON.parse(clavePendientes) as LineaCarrito[];
    if (lineas.length === 0 || !config) {
      desde.current = null;
      setDelta(null);
      return;
    }
    const { debounce, delta: maximo } = config.carritoDetallePrecio;
    const ahora = performance.now();
    desde.current ??= ahora;
    const espera = Math.max(0, Math.min(debounce, desde.current + maximo - ahora));
    const temporizador = setTimeout(() => {
      desde.current = null;
      const este = ++numero.current;
      leerImportesDelta(lineas)
        .then((importes) => {
          if (este === numero.current) setDelta(importes);
        })
        .catch(() => undefined);
    }, espera);
    return () => clearTimeout(temporizador);
  }, [clavePendientes, config]);

  const provisorios = pendientes.length > 0 && delta !== null;
  return { importes: provisorios ? delta : (guardados.data ?? null), provisorios };
}
