import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { farmacia, parametroSistema, precio, producto, productoBloqueado, stock } from '../../db/schema/index.js';
import { noEncontrado } from '../../errores.js';
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

/**
 * Reads only what the lines can need, since this runs on every cart update: offers when a line names one or may keep
 * the one already in the cart (`conOfertas`), parameter 304 when a product is a COVID test.
 */
export async function leerContexto(db: Db, farmaciaId: number, troqueles: readonly number[], conOfertas: boolean, ahora = new Date()): Promise<ContextoCarrito> {
  const unicos = [...new Set(troqueles)];
  const [farmaciaCarrito, productos, bloqueados] = await Promise.all([
    leerFarmacia(db, farmaciaId),
    leerProductos(db, unicos),
    unicos.length === 0
      ? Promise.resolve([])
      : db
          .select({ troquel: productoBloqueado.troquel })
          .from(productoBloqueado)
          .where(and(eq(productoBloqueado.farmaciaId, farmaciaId), inArray(productoBloqueado.troquel, unicos))),
  ]);
  const hayTestCovid = [...productos.values()].some(esTestCovid);
  const [ofertas, [covid]] = await Promise.all([
    conOfertas ? ofertasDeTroqueles(db, unicos, { socio: farmaciaCarrito.socio, ahora }) : Promise.resolve(new Map<number, OfertaDeTroquel[]>()),
    hayTestCovid ? db.select({ valor: parametroSistema.valor }).from(parametroSistema).where(eq(parametroSistema.id, PARAMETRO_TESTS_COVID)) : Promise.resolve([]),
  ]);
  return {
    farmacia: farmaciaCarrito,
    productos,
    bloqueados: new Set(bloqueados.map((b) => b.troquel)),
    ofertas,
    covidHabilitado: covid?.valor.trim() === '1',
  };
}

/** COVID tests carry no flag of their own: the catalogue names them. */
const TEST_COVID = /covid|sars-cov-2/i;

export const esTestCovid = (p: Pick<ProductoCarrito, 'nombre' | 'descripcionExtendida'>) =>
  TEST_COVID.test(p.nombre) || TEST_COVID.test(p.descripcionExtendida ?? '');
