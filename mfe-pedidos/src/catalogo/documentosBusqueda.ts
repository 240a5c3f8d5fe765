import type { Categoria, Combo, Droga, Laboratorio, Oferta, Producto } from '@portal/shared/contracts';
import type { DocumentoBusqueda } from '../busqueda/tipos.js';

/** Names around the catalogue that also find a product. Any of them may be missing: the search then works by name and codes. */
export interface AuxiliaresCatalogo {
  laboratorios: Laboratorio[];
  drogas: Droga[];
  categorias: Categoria[];
  ofertas: Oferta[];
  combos: Combo[];
}

export const AUXILIARES_VACIOS: AuxiliaresCatalogo = { laboratorios: [], drogas: [], categorias: [], ofertas: [], combos: [] };

function nombresPorTroquel(grupos: { leyenda: string; troqueles: { troquel: number }[] }[]): Map<number, string[]> {
  const mapa = new Map<number, string[]>();
  for (const g of grupos) for (const { troquel } of g.troqueles) mapa.set(troquel, [...(mapa.get(troquel) ?? []), g.leyenda]);
  return mapa;
}

/** The catalogue as the search engine reads it: each product's name, codes and the names around it. */
export function documentosDeCatalogo(productos: readonly Producto[], aux: AuxiliaresCatalogo): DocumentoBusqueda[] {
  const laboratorios = new Map(aux.laboratorios.map((l) => [l.id, l.nombre]));
  const drogas = new Map(aux.drogas.map((d) => [d.id, d.nombre]));
  const categorias = new Map(aux.categorias.map((c) => [c.id, c.nombre]));
  const ofertas = nombresPorTroquel(aux.ofertas);
  const combos = nombresPorTroquel(aux.combos);
  return productos.map((p) => ({
    id: p.troquel,
    nombre: p.nombre,
    codigos: [String(p.troquel), p.codigoBarras, ...(p.codigoBarras1 ? [p.codigoBarras1] : [])],
    extras: [
      laboratorios.get(p.laboratorioId),
      p.drogaId === null ? undefined : drogas.get(p.drogaId),
      categorias.get(p.categoriaId),
      ...(ofertas.get(p.troquel) ?? []),
      ...(combos.get(p.troquel) ?? []),
    ].filter((x): x is string => Boolean(x)),
  }));
}
