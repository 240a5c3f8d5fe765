import type { Db } from '../../../db/client.js';
import { noEncontrado } from '../../../errores.js';
import { consultaPreparada } from './consulta-preparada.js';
import {
  CONSULTA_CONDICIONES_FARMACIA,
  condicionesDeFila,
  MENSAJE_FARMACIA_INEXISTENTE,
  type CondicionesFarmacia,
  type FilaCondicionesFarmacia,
} from '../../../plataforma/farmacia/index.js';
import { ofertasDeTroqueles, type OfertaDeTroquel } from '../oferta/index.js';
import { valorParametroSql } from '../../../plataforma/parametros/index.js';
import {
  CONSULTA_PRODUCTO_CON_PRECIO,
  productoBloqueadoSql,
  productoDeFila,
  type FilaProductoConPrecio,
  type ProductoConPrecio,
} from '../producto/index.js';
import * as reloj from '../../../reloj.js';

/** System parameter 304 (SPEC §9): '1' lets pharmacies order COVID tests. */
export const PARAMETRO_TESTS_COVID = 304;

/** Everything the rules need for a set of troqueles, read once before the cart is locked. */
export interface ContextoCarrito {
  farmacia: CondicionesFarmacia;
  productos: Map<number, ProductoConPrecio>;
  bloqueados: Set<number>;
  /** Offers the pharmacy can order each troquel under right now. */
  ofertas: Map<number, OfertaDeTroquel[]>;
  covidHabilitado: boolean;
}

/** One row per troquel found (or a single row without product): the pharmacy's columns repeat on each. */
type FilaContexto = FilaCondicionesFarmacia &
  ({ troquel: null } | FilaProductoConPrecio) & {
    covid: string | null;
    producto_bloqueado: boolean;
  };

/**
 * The pharmacy, its products with their price and order rules, which of them it may not order, and parameter 304, in
 * ONE query: this runs on every cart update, and each round trip to the database costs more than the query itself.
 * The pharmacy's and the product's reads are their modules' own, run here as subqueries.
 */
const consultaContexto = (troqueles: string) => `
  select f.*, ${valorParametroSql(PARAMETRO_TESTS_COVID)} as covid, p.*, ${productoBloqueadoSql('f.farmacia_id', 'p.troquel')} as producto_bloqueado
  from (${CONSULTA_CONDICIONES_FARMACIA}) f
    left join (${CONSULTA_PRODUCTO_CON_PRECIO}) p on p.troquel = ${troqueles}
  where f.farmacia_id = $1`;

const CONSULTA_CONTEXTO = consultaContexto('any($2::int[])');
/**
 * The same for one troquel, the common call ($2 an integer). Why apart: the profile showed the database planning the
 * array form anew on every call (its generic plan looks dearer to PostgreSQL than one planned for the values, so the
 * prepared statement never keeps it), which cost several times what running it does; with one value the plan is kept.
 */
const CONSULTA_CONTEXTO_UNO = consultaContexto('$2::int');

const leerFarmaciaYProductos = (db: Db, farmaciaId: number, troqueles: readonly number[]) =>
  troqueles.length === 1
    ? consultaPreparada<FilaContexto>(db, 'carrito_contexto_uno', CONSULTA_CONTEXTO_UNO, [farmaciaId, troqueles[0]])
    : consultaPreparada<FilaContexto>(db, 'carrito_contexto', CONSULTA_CONTEXTO, [farmaciaId, troqueles]);

/**
 * Reads only what the lines can need, since this runs on every cart update: the rule context in one query, and the
 * offers only when a line names one or may keep the one already in the cart (`conOfertas`).
 */
export async function leerContexto(db: Db, farmaciaId: number, troqueles: readonly number[], conOfertas: boolean, ahora = reloj.ahora()): Promise<ContextoCarrito> {
  const unicos = [...new Set(troqueles)];
  const filas = await leerFarmaciaYProductos(db, farmaciaId, unicos);
  const f = filas[0];
  if (!f) throw noEncontrado(MENSAJE_FARMACIA_INEXISTENTE);
  const farmacia = condicionesDeFila(f);
  const productos = new Map<number, ProductoConPrecio>();
  const bloqueados = new Set<number>();
  for (const fila of filas) {
    if (fila.troquel === null) continue;
    productos.set(fila.troquel, productoDeFila(fila));
    if (fila.producto_bloqueado) bloqueados.add(fila.troquel);
  }
  const ofertas = conOfertas && productos.size > 0 ? await ofertasDeTroqueles(db, unicos, { socio: farmacia.socio, ahora }) : new Map<number, OfertaDeTroquel[]>();
  return { farmacia, productos, bloqueados, ofertas, covidHabilitado: f.covid?.trim() === '1' };
}

/** COVID tests carry no flag of their own: the catalogue names them. */
const TEST_COVID = /covid|sars-cov-2/i;

export const esTestCovid = (p: Pick<ProductoConPrecio, 'nombre' | 'descripcionExtendida'>) =>
  TEST_COVID.test(p.nombre) || TEST_COVID.test(p.descripcionExtendida ?? '');
