/** Stock levels of SPEC §4, as the price call (`POST /api/producto/precio`) names them. */
export const NIVELES_STOCK = ['falta', 'normal', 'minimo', 'critico', 'desconocido'] as const;
export type NivelStock = (typeof NIVELES_STOCK)[number];

/** What the searcher shows for each level. */
export const ETIQUETAS_NIVEL_STOCK: Record<NivelStock, string> = {
  falta: 'En falta',
  normal: 'Disponible',
  minimo: 'Stock mínimo',
  critico: 'Stock crítico',
  desconocido: 'Sin información',
};

/**
 * The level of a quantity on hand against its thresholds: nothing left is a lack, up to `umbralCritico` critical,
 * up to `umbralMinimo` minimum, above it normal. Without a stock record the level is unknown.
 */
export function nivelStock(stock: { cantidad: number; umbralMinimo: number; umbralCritico: number } | null): NivelStock {
  if (!stock) return 'desconocido';
  if (stock.cantidad <= 0) return 'falta';
  if (stock.cantidad <= stock.umbralCritico) return 'critico';
  if (stock.cantidad <= stock.umbralMinimo) return 'minimo';
  return 'normal';
}

/** Product flag bits of SPEC §4 (the product's `flags`). */
export const FlagProducto = {
  Trazable: 1,
  Refrigerado: 2,
  Psicofarmaco: 4,
  PsicofarmacoNoFacturable: 8,
  ProductoMedico: 16,
  Granel: 32,
  BonoPap: 64,
  Oferta: 128,
  Transfer: 256,
  Psl: 512,
  Proveedor: 1024,
  TransferLaboratorio: 2048,
  DescuentoAdicional: 4096,
  BonoTarmed: 8192,
  AptoCeliaco: 16384,
} as const;
export type FlagProducto = (typeof FlagProducto)[keyof typeof FlagProducto];

export const tieneFlag = (flags: number, flag: FlagProducto): boolean => (flags & flag) !== 0;

/** SPEC §5: a bonus is shown for products with flag 64 or 8192. */
export const muestraBono = (flags: number): boolean => tieneFlag(flags, FlagProducto.BonoPap) || tieneFlag(flags, FlagProducto.BonoTarmed);

/** Price-list VAT classes of SPEC §4: 0 exempt, 2 (21 %), 3 (10.5 %). */
export const IvaLista = { Exento: 0, General: 2, Reducido: 3 } as const;
export type IvaLista = (typeof IvaLista)[keyof typeof IvaLista];

/** The VAT rate of a price-list class, as a fraction. */
export const tasaIvaLista = (clase: IvaLista): number => (clase === IvaLista.General ? 0.21 : clase === IvaLista.Reducido ? 0.105 : 0);
