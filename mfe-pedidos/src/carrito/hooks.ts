import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCarritoStore } from '@portal/shared/client';
import type { ItemCarrito, LineaImportacion, ResultadoActualizacionCarrito, ResultadoLineaCarrito } from '@portal/shared/contracts';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import { actualizarItemCarrito, agregarItemCarrito, borrarItemCarrito, importarAlCarrito, recargarCarrito, vaciarCarrito } from './carrito-api.js';
import { useResultadosCarrito } from './resultadosCarrito.js';

export interface VistaCarrito {
  carritoId: number | null;
  items: ItemCarrito[];
  /** False until the cart was read once (by the shell or by this hook). */
  cargado: boolean;
  error: unknown;
}

/** The pharmacy's cart, live: the shell's hub connection feeds the store; the first read happens here if the shell has not done it. */
export function useCarrito(): VistaCarrito {
  const carritoId = useCarritoStore((s) => s.carritoId);
  const items = useCarritoStore((s) => s.items);
  const lectura = useQuery({ queryKey: ['carrito-actual'], queryFn: recargarCarrito, enabled: carritoId === null, retry: false });
  return { carritoId, items, cargado: carritoId !== null, error: lectura.error };
}

export interface LineaAgregar {
  troquel: number;
  cantidad: number;
  ofertaId?: number;
}

/** Units the cart holds of a troquel now, in all its lines, as the shared store has them (what a row shows). */
export const unidadesEnCarrito = (items: readonly ItemCarrito[], troquel: number): number =>
  items.filter((i) => i.troquel === troquel).reduce((total, i) => total + i.cantidad, 0);

/** Units of the troquel's loose line (outside combos): the one line setting or adding a quantity changes. */
const unidadesSueltas = (troquel: number): number =>
  useCarritoStore.getState().items.find((i) => i.troquel === troquel && i.comboId === 0)?.cantidad ?? 0;

/** A change of one line through `cambiar`, its answer (with what the cart held before) to the cart's notice. */
function useCambioLinea(cambiar: (linea: LineaAgregar) => Promise<ResultadoActualizacionCarrito>) {
  const registrar = useResultadosCarrito((s) => s.registrar);
  const [pendientes, setPendientes] = useState(0);
  const cambio = useCallback(
    async (linea: LineaAgregar) => {
      setPendientes((n) => n + 1);
      try {
        const antes = unidadesSueltas(linea.troquel);
        const resultado = await cambiar(linea);
        registrar(linea.troquel, antes, resultado);
        return resultado;
      } finally {
        setPendientes((n) => n - 1);
      }
    },
    [registrar, cambiar],
  );
  return { cambio, pendiente: pendientes > 0 };
}

/**
 * Sets a line (`cantidad` is the line's new quantity; 0 removes it): the cart panel's quantity field. The answer, with
 * what the cart held before, goes to the cart's notice; a failed call rejects (the API client already told the user).
 */
export function useAgregarAlCarrito(): { agregar(linea: LineaAgregar): Promise<ResultadoActualizacionCarrito>; pendiente: boolean } {
  const { cambio, pendiente } = useCambioLinea(actualizarItemCarrito);
  return { agregar: cambio, pendiente };
}

/**
 * Adds units to what the cart already holds for the troquel (the searcher's Enter and its scanner reads): the server
 * adds them (`AgregarItemCarrito`), as the importer and the portal-wide scanner do, so an add counts even when another
 * user's change has not reached this page yet.
 */
export function useSumarAlCarrito(): { sumar(linea: LineaAgregar): Promise<ResultadoActualizacionCarrito>; pendiente: boolean } {
  const { cambio, pendiente } = useCambioLinea(agregarItemCarrito);
  return { sumar: cambio, pendiente };
}

/**
 * Adds a list of lines to what the cart holds (favourites, recoverer, importer), a result per line. A single line's
 * answer also goes to the panel's message, as an add from the searcher does.
 */
export function useImportarAlCarrito(): { importar(lineas: readonly LineaImportacion[]): Promise<ResultadoLineaCarrito[]>; pendiente: boolean } {
  const registrar = useResultadosCarrito((s) => s.registrar);
  const [pendientes, setPendientes] = useState(0);
  const importar = useCallback(
    async (lineas: readonly LineaImportacion[]) => {
      setPendientes((n) => n + 1);
      try {
        const antes = lineas.length === 1 ? unidadesSueltas(lineas[0]!.troquel) : 0;
        const resultados = await importarAlCarrito(lineas);
        const [unico] = resultados;
        if (resultados.length === 1 && unico) registrar(unico.troquel, antes, unico);
        return resultados;
      } finally {
        setPendientes((n) => n - 1);
      }
    },
    [registrar],
  );
  return { importar, pendiente: pendientes > 0 };
}

/** Removes every line of a troquel; the notice names the product removed. */
export function useQuitarDelCarrito(): (troquel: number) => Promise<void> {
  const registrar = useResultadosCarrito((s) => s.registrar);
  return useCallback(
    async (troquel: number) => {
      const antes = unidadesEnCarrito(useCarritoStore.getState().items, troquel);
      await borrarItemCarrito(troquel);
      registrar(troquel, antes, { codigo: CodigoResultadoCarrito.Ok, mensaje: '', tipo: 'success', nuevoOfertaId: 0, cantidad: 0 });
    },
    [registrar],
  );
}

export function useVaciarCarrito(): () => Promise<void> {
  return useCallback(async () => {
    await vaciarCarrito();
  }, []);
}
