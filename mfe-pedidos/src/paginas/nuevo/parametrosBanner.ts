import type { Categoria, Oferta, Producto } from '@portal/shared/contracts';

/** SPEC §4 banner search types this page serves: 1–3 by text, 4 by offer, 6 by category. */
const TIPOS_SOPORTADOS = new Set([1, 2, 3, 4, 6]);

export const MENSAJE_TIPO_NO_SOPORTADO = 'Tipo de busqueda no soportado';

export interface Aterrizaje {
  texto: string;
  ofertaId: number | null;
  categoriaId: number | null;
  /** The `tipoBusqueda` received when this page cannot serve it. */
  tipoNoSoportado: string | null;
}

const entero = (valor: string | null): number | null => (valor !== null && /^\d+$/.test(valor) ? Number(valor) : null);

/** What a banner link (or any link) asks the searcher: `?texto=`, `?ofertaId=` or `?categoriaId=`, optionally with its `tipoBusqueda`. */
export function leerAterrizaje(parametros: URLSearchParams): Aterrizaje {
  const tipo = parametros.get('tipoBusqueda');
  const tipoNumero = entero(tipo);
  return {
    texto: parametros.get('texto') ?? '',
    ofertaId: entero(parametros.get('ofertaId')),
    categoriaId: entero(parametros.get('categoriaId')),
    tipoNoSoportado: tipo !== null && (tipoNumero === null || !TIPOS_SOPORTADOS.has(tipoNumero)) ? tipo : null,
  };
}

/** The searcher's query string for a banner (SPEC §4); null for a type the searcher does not serve. */
export function consultaDeBanner(banner: { tipoBusqueda: number; textoBusqueda: string | null }): string | null {
  const valor = banner.textoBusqueda ?? '';
  if ([1, 2, 3].includes(banner.tipoBusqueda)) return `?${new URLSearchParams({ texto: valor })}`;
  if (banner.tipoBusqueda === 4) return `?${new URLSearchParams({ ofertaId: valor })}`;
  if (banner.tipoBusqueda === 6) return `?${new URLSearchParams({ categoriaId: valor })}`;
  return null;
}

/** Troqueles of a category and every category under it (the tree is a nested set). */
export function troquelesDeCategoria(productos: readonly Producto[], categorias: readonly Categoria[], categoriaId: number): Set<number> {
  const raiz = categorias.find((c) => c.id === categoriaId);
  const ids = raiz
    ? new Set(categorias.filter((c) => c.izquierda >= raiz.izquierda && c.derecha <= raiz.derecha).map((c) => c.id))
    : new Set([categoriaId]);
  return new Set(productos.filter((p) => ids.has(p.categoriaId)).map((p) => p.troquel));
}

/** Troqueles of an offer (a `?ofertaId=` landing). */
export function troquelesDeOferta(ofertas: readonly Oferta[], ofertaId: number): Set<number> {
  return new Set(ofertas.find((o) => o.id === ofertaId)?.troqueles.map((t) => t.troquel) ?? []);
}
