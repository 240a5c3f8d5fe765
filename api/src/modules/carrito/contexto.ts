import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { farmacia, precio, producto, stock } from '../../db/schema/index.js';
import { noEncontrado } from '../../errores.js';
import { consultaPreparada } from './consulta-preparada.js';
import { ofertasDeTroqueles, type OfertaDeTroquel } from '../oferta/service.js';

/** System parameter 304 (SPEC §9): '1' lets pharmacies order COVID tests. */
export const PARAMETRO_TESTS_COVID = 304;

/** What the cart rules read about a product: its flags, its price-list row and its order rules (null without a row). */
export interface ProductoCarrito {
  troquel: number;
  nombre: string;
  descripcionExtendida: string | null;
  drogaId: number | null;
  flags: number;
  panalPami: boolean;
  fechaBaja: string | null;
  psicofarmaco: boolean;
  psicofarmacoNoFacturable: boolean;
  trazable: boolean;
  ultimoPrecio: number | null;
  iva: number | null;
  min: number | null;
  max: number | null;
  multiplo: number | null;
}

export interface FarmaciaCarrito {
  id: number;
  /** SPEC §4: 0 pharmacy, 1 first-aid kit, 2 drugstore, 3 perfumery. */
  tipoFarmacia: number;
  gln: string | null;
  descuento: number;
  /** A member of a pharmacy group (socio). */
  socio: boolean;
  /** 1 capital (CABA), 2 Carapachay (province of Buenos Aires). */
  sucursal: number;
  tipoContribuyente: number;
  bloqueada: boolean;
}

/** Everything the rules need for a set of troqueles, read once before the cart is locked. */
export interface ContextoCarrito {
  farmacia: FarmaciaCarrito;
  productos: Map<number, ProductoCarrito>;
  bloqueados: Set<number>;
  /** Offers the pharmacy can order each troquel under right now. */
  ofertas: Map<number, OfertaDeTroquel[]>;
  covidHabilitado: boolean;
}

export async function leerFarmacia(db: Db, farmaciaId: number): Promise<FarmaciaCarrito> {
  const [fila] = await db
    .select({
      id: farmacia.id,
      tipoFarmacia: farmacia.tipoFarmacia,
      gln: farmacia.gln,
      descuento: farmacia.descuento,
      grupoId: farmacia.grupoId,
      sucursal: farmacia.sucursal,
      tipoContribuyente: farmacia.tipoContribuyente,
      bloqueada: farmacia.bloqueada,
    })
    .from(farmacia)
    .where(eq(farmacia.id, farmaciaId));
  if (!fila) throw noEncontrado('No se encontró la farmacia.');
  const { grupoId, ...resto } = fila;
  return { ...resto, socio: grupoId !== null };
}

export async function leerProductos(db: Db, troqueles: readonly number[]): Promise<Map<number, ProductoCarrito>> {
  if (troqueles.length === 0) return new Map();
  const filas = await db
    .select({
      troquel: producto.troquel,
      nombre: producto.nombre,
      descripcionExtendida: producto.descripcionExtendida,
      drogaId: producto.drogaId,
      flags: producto.flags,
      panalPami: producto.panalPami,
      fechaBaja: producto.fechaBaja,
      psicofarmaco: producto.psicofarmaco,
      psicofarmacoNoFacturable: producto.psicofarmacoNoFacturable,
      trazable: producto.trazable,
      ultimoPrecio: precio.ultimoPrecio,
      iva: precio.iva,
      min: stock.min,
      max: stock.max,
      multiplo: stock.multiplo,
    })
    .from(producto)
    .leftJoin(precio, eq(precio.troquel, producto.troquel))
    .leftJoin(stock, eq(stock.troquel, producto.troquel))
    .where(inArray(producto.troquel, [...new Set(troqueles)]));
  return new Map(filas.map((f) => [f.troquel, f]));
}

/** One row per troquel found (or a single row without product): the pharmacy's columns repeat on each. */
interface FilaContexto {
  farmacia_id: number | null;
  tipo_farmacia: number;
  gln: string | null;
  descuento: number;
  socio: boolean;
  sucursal: number;
  tipo_contribuyente: number;
  bloqueada: boolean;
  covid: string | null;
  troquel: number | null;
  nombre: string;
  descripcion_extendida: string | null;
  droga_id: number | null;
  flags: number;
  panal_pami: boolean;
  fecha_baja: string | null;
  psicofarmaco: boolean;
  psicofarmaco_no_facturable: boolean;
  trazable: boolean;
  ultimo_precio: number | null;
  iva: number | null;
  min: number | null;
  max: number | null;
  multiplo: number | null;
  producto_bloqueado: boolean;
}

/**
 * The pharmacy, its products with their price and order rules, which of them it may not order, and parameter 304, in
 * ONE query: this runs on every cart update, and each round trip to the database costs more than the query itself.
 * Numbers and dates are cast in SQL so that PGlite and node-postgres hand back the same JS types.
 */
const consultaContexto = (troqueles: string) => `
  select f.id as farmacia_id, f.tipo_farmacia, f.gln, f.descuento::float8 as descuento, f.grupo_id is not null as socio,
    f.sucursal, f.tipo_contribuyente, f.bloqueada,
    (select valor from parametro_sistema where id = ${PARAMETRO_TESTS_COVID}) as covid,
    p.troquel, p.nombre, p.descripcion_extendida, p.droga_id, p.flags, p.panal_pami, p.fecha_baja::text as fecha_baja,
    p.psicofarmaco, p.psicofarmaco_no_facturable, p.trazable,
    pr.ultimo_precio::float8 as ultimo_precio, pr.iva::int as iva, s.min, s.max, s.multiplo,
    exists (select 1 from producto_bloqueado b where b.farmacia_id = f.id and b.troquel = p.troquel) as producto_bloqueado
  from farmacia f
    left join producto p on p.troquel = ${troqueles}
    left join precio pr on pr.troquel = p.troquel
    left join stock s on s.troquel = p.troquel
  where f.id = $1`;

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
export async function leerContexto(db: Db, farmaciaId: number, troqueles: readonly number[], conOfertas: boolean, ahora = new Date()): Promise<ContextoCarrito> {
  const unicos = [...new Set(troqueles)];
  const filas = await leerFarmaciaYProductos(db, farmaciaId, unicos);
  const f = filas[0];
  if (!f) throw noEncontrado('No se encontró la farmacia.');
  const farmaciaCarrito: FarmaciaCarrito = {
    id: f.farmacia_id!,
    tipoFarmacia: f.tipo_farmacia,
    gln: f.gln,
    descuento: f.descuento,
    socio: f.socio,
    sucursal: f.sucursal,
    tipoContribuyente: f.tipo_contribuyente,
    bloqueada: f.bloqueada,
  };
  const productos = new Map<number, ProductoCarrito>();
  const bloqueados = new Set<number>();
  for (const fila of filas) {
    if (fila.troquel === null) continue;
    productos.set(fila.troquel, {
      troquel: fila.troquel,
      nombre: fila.nombre,
      descripcionExtendida: fila.descripcion_extendida,
      drogaId: fila.droga_id,
      flags: fila.flags,
      panalPami: fila.panal_pami,
      fechaBaja: fila.fecha_baja,
      psicofarmaco: fila.psicofarmaco,
      psicofarmacoNoFacturable: fila.psicofarmaco_no_facturable,
      trazable: fila.trazable,
      ultimoPrecio: fila.ultimo_precio,
      iva: fila.iva,
      min: fila.min,
      max: fila.max,
      multiplo: fila.multiplo,
    });
    if (fila.producto_bloqueado) bloqueados.add(fila.troquel);
  }
  const ofertas = conOfertas && productos.size > 0 ? await ofertasDeTroqueles(db, unicos, { socio: farmaciaCarrito.socio, ahora }) : new Map<number, OfertaDeTroquel[]>();
  return { farmacia: farmaciaCarrito, productos, bloqueados, ofertas, covidHabilitado: f.covid?.trim() === '1' };
}

/** COVID tests carry no flag of their own: the catalogue names them. */
const TEST_COVID = /covid|sars-cov-2/i;

export const esTestCovid = (p: Pick<ProductoCarrito, 'nombre' | 'descripcionExtendida'>) =>
  TEST_COVID.test(p.nombre) || TEST_COVID.test(p.descripcionExtendida ?? '');
