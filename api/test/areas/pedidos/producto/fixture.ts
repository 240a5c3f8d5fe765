import type { Db } from '../../../../src/db/client.js';
import { categoria, combo, comboItem, droga, laboratorio, oferta, ofertaTroquel, precio, producto, productoNota, stock } from '../../../../src/db/schema/index.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * A small catalogue of known products, offers and combos, inserted beside the demo seed so every expected value is
 * written here. Ids sit far above the seed's (troqueles 99,000,001+, the rest 9,901+).
 */
export const T = {
  /** Normal stock, with a note and lot control; offers O1 (10 %, from 1 unit) and O2 (15 %, from 3 units); in combo K1. */
  ibuprofeno: 99_000_001,
  /** PAMI diaper, critical stock; offers O1 (5 %, 6 to 24 units) and O5 (12 %, 6 units combined with the gauze). */
  panal: 99_000_002,
  /** Sold by transfer (flag 256), minimum stock; O3 expired, O4 not for group members, O5 combined. */
  gasa: 99_000_003,
  /** Discontinued (fechaBaja set): absent from the cached list. */
  discontinuado: 99_000_004,
  /** No stock record: unknown level; only an inactive offer. */
  sinStock: 99_000_005,
  /** Out of stock. */
  enFalta: 99_000_006,
} as const;

export const O = { o1: 9_901, o2: 9_902, vencida: 9_903, sinSocios: 9_904, combinada: 9_905, inactiva: 9_906 } as const;
export const K = { vigente: 9_901, vencido: 9_902 } as const;
export const LAB = 9_901;
export const DROGA = 9_901;
export const CATEGORIA = { raiz: 9_901, hoja: 9_902 } as const;

const DIA = 86_400_000;

const base = {
  laboratorioId: LAB,
  categoriaId: CATEGORIA.hoja,
  panalPami: false,
  imagen: null,
  noSeFabricaMas: false,
  fechaBaja: null,
  flags: 0,
  iva105: false,
  iva21: false,
  refrigerado: false,
  aptoCeliaco: false,
  trazable: false,
  psicofarmaco: false,
  psicofarmacoNoFacturable: false,
  categorizable: true,
  tieneLote: false,
  presentacion: null as string | null,
};

export const PRODUCTOS = [
  { ...base, troquel: T.ibuprofeno, codigoBarras: '7790000000011', codigoBarras1: '7790000000028', nombre: 'Ibuprueba 400 mg comp. x 20', presentacion: 'Comprimidos x 20', descripcionExtendida: 'Ibuprofeno 400 mg, comprimidos x 20', drogaId: DROGA, flags: 1 | 16384, trazable: true, aptoCeliaco: true, tieneLote: true },
  { ...base, troquel: T.panal, codigoBarras: '7790000000035', codigoBarras1: null, nombre: 'Pañal Prueba Adulto G x 8', descripcionExtendida: null, drogaId: null, panalPami: true, iva105: true },
  { ...base, troquel: T.gasa, codigoBarras: '7790000000042', codigoBarras1: null, nombre: 'Gasa Prueba 10 x 10 x 10', descripcionExtendida: null, drogaId: null, flags: 256, iva21: true },
  { ...base, troquel: T.discontinuado, codigoBarras: '7790000000059', codigoBarras1: null, nombre: 'Jarabe Prueba Discontinuado x 120 ml', descripcionExtendida: null, drogaId: DROGA, noSeFabricaMas: true, fechaBaja: '2026-01-15' },
  { ...base, troquel: T.sinStock, codigoBarras: '7790000000066', codigoBarras1: null, nombre: 'Crema Prueba x 50 g', descripcionExtendida: null, drogaId: null, iva21: true },
  { ...base, troquel: T.enFalta, codigoBarras: '7790000000073', codigoBarras1: null, nombre: 'Vacuna Prueba x 1 dosis', descripcionExtendida: null, drogaId: DROGA, flags: 2, refrigerado: true, tieneLote: true },
];

export const PRECIOS = [
  { troquel: T.ibuprofeno, precioLista: 1400, ultimoPrecio: 1000, precioAnterior: 950, iva: 0, ultimoIngreso: '2026-11-10' },
  { troquel: T.panal, precioLista: 20000, ultimoPrecio: 15000, precioAnterior: null, iva: 3, ultimoIngreso: null },
  { troquel: T.gasa, precioLista: 2000, ultimoPrecio: 1500, precioAnterior: 1400, iva: 2, ultimoIngreso: '2026-10-01' },
  { troquel: T.discontinuado, precioLista: 3000, ultimoPrecio: 2200, precioAnterior: null, iva: 0, ultimoIngreso: null },
  { troquel: T.sinStock, precioLista: 5000, ultimoPrecio: 3750, precioAnterior: null, iva: 2, ultimoIngreso: null },
  { troquel: T.enFalta, precioLista: 80000, ultimoPrecio: 57600, precioAnterior: null, iva: 0, ultimoIngreso: '2026-09-30' },
];

export const NOTA_IBUPROFENO = {
  troquel: T.ibuprofeno,
  observacionAlComprar: 'Cupo limitado por farmacia.',
  notaWebDescripcion: 'Ibuprofeno 400 mg. Laboratorio de Prueba.',
};

/** Inserts the fixture; `ahora` anchors the validity of offers and combos. */
export async function sembrarCatalogoPrueba(db: Db, ahora = reloj.ahora()): Promise<void> {
  const desde = new Date(ahora.getTime() - DIA);
  const hasta = new Date(ahora.getTime() + 10 * DIA);
  const vencio = new Date(ahora.getTime() - 2 * DIA);
  await db.insert(laboratorio).values({ id: LAB, nombre: 'Laboratorio de Prueba' });
  await db.insert(droga).values({ id: DROGA, nombre: 'Pruebaína' });
  await db.insert(categoria).values([
    { id: CATEGORIA.raiz, nombre: 'Categoría de prueba', izquierda: 90_001, derecha: 90_004, padreId: null },
    { id: CATEGORIA.hoja, nombre: 'Subcategoría de prueba', izquierda: 90_002, derecha: 90_003, padreId: CATEGORIA.raiz },
  ]);
  await db.insert(producto).values(PRODUCTOS.map((p) => ({ ...p, ultimaActualizacion: new Date(ahora.getTime() - DIA) })));
  await db.insert(precio).values(PRECIOS);
  await db.insert(stock).values([
    { troquel: T.ibuprofeno, cantidad: 500, umbralMinimo: 50, umbralCritico: 10, min: 1, max: null, multiplo: 1 },
    { troquel: T.panal, cantidad: 4, umbralMinimo: 40, umbralCritico: 8, min: 2, max: 24, multiplo: 2 },
    { troquel: T.gasa, cantidad: 30, umbralMinimo: 40, umbralCritico: 8, min: 1, max: 100, multiplo: 1 },
    { troquel: T.discontinuado, cantidad: 0, umbralMinimo: 10, umbralCritico: 2, min: 1, max: null, multiplo: 1 },
    { troquel: T.enFalta, cantidad: 0, umbralMinimo: 10, umbralCritico: 2, min: 1, max: 5, multiplo: 1 },
  ]);
  await db.insert(productoNota).values(NOTA_IBUPROFENO);

  const cabecera = { descripcion: null, plazo: 0, plazoFijo: null, activa: true, excluyeSocios: false, inicioVigencia: desde, finVigencia: hasta };
  await db.insert(oferta).values([
    { ...cabecera, id: O.o1, leyenda: 'Oferta de prueba', descripcion: 'Descuentos de noviembre', plazo: 30 },
    { ...cabecera, id: O.o2, leyenda: 'Llevando 3, 15 %', plazoFijo: '2026-12-31' },
    { ...cabecera, id: O.vencida, leyenda: 'Oferta vencida', finVigencia: vencio },
    { ...cabecera, id: O.sinSocios, leyenda: 'Sólo farmacias sin grupo', excluyeSocios: true },
    { ...cabecera, id: O.combinada, leyenda: '6 unidades entre pañales y gasas' },
    { ...cabecera, id: O.inactiva, leyenda: 'Oferta suspendida', activa: false },
  ]);
  await db.insert(ofertaTroquel).values([
    { ofertaId: O.o1, troquel: T.ibuprofeno, descuento: 10, cantidadMinima: 1, cantidadMaxima: null, cantidadDisponible: null },
    { ofertaId: O.o1, troquel: T.panal, descuento: 5, cantidadMinima: 6, cantidadMaxima: 24, cantidadDisponible: 1000 },
    { ofertaId: O.o2, troquel: T.ibuprofeno, descuento: 15, cantidadMinima: 3, cantidadMaxima: null, cantidadDisponible: null },
    { ofertaId: O.vencida, troquel: T.gasa, descuento: 50, cantidadMinima: 1, cantidadMaxima: null, cantidadDisponible: null },
    { ofertaId: O.sinSocios, troquel: T.gasa, descuento: 20, cantidadMinima: 1, cantidadMaxima: null, cantidadDisponible: null },
    { ofertaId: O.combinada, troquel: T.panal, descuento: 12, cantidadMinima: 6, cantidadMaxima: null, cantidadDisponible: null },
    { ofertaId: O.combinada, troquel: T.gasa, descuento: 12, cantidadMinima: 6, cantidadMaxima: null, cantidadDisponible: null },
    // Sold out: no units left, so the offer is not available for it.
    { ofertaId: O.combinada, troquel: T.sinStock, descuento: 12, cantidadMinima: 1, cantidadMaxima: null, cantidadDisponible: 0 },
    { ofertaId: O.inactiva, troquel: T.sinStock, descuento: 30, cantidadMinima: 1, cantidadMaxima: null, cantidadDisponible: null },
  ]);

  await db.insert(combo).values([
    { id: K.vigente, leyenda: 'Llevá 2 Ibuprueba y el pañal sale a mitad de precio', inicioVigencia: desde, finVigencia: hasta, plazo: 60, plazoFijo: null, modoRequisito: 0, modoPremio: 0, cantidadModo3: null, activo: true, maximoDiario: null },
    { id: K.vencido, leyenda: 'Combo vencido', inicioVigencia: vencio, finVigencia: new Date(ahora.getTime() - DIA), plazo: 0, plazoFijo: null, modoRequisito: 2, modoPremio: 1, cantidadModo3: 6, activo: true, maximoDiario: null },
  ]);
  await db.insert(comboItem).values([
    { comboId: K.vigente, troquel: T.ibuprofeno, premio: false, cantidad: 2, descuento: 0 },
    { comboId: K.vigente, troquel: T.panal, premio: true, cantidad: 1, descuento: 50 },
    { comboId: K.vencido, troquel: T.gasa, premio: false, cantidad: 6, descuento: 10 },
  ]);
}
