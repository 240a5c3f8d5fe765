import { productoSchema, type Producto } from '@portal/shared/contracts';

/**
 * The stored copy's text: the list by columns (`{ v: 2, campos, booleanos, columnas }`), booleans as 0/1. The list as
 * the API sends it repeats every field name 50,000 times; by columns the text is about a third as long, so
 * compressing it on the first load and decompressing and reading it on every later one take a third of the time.
 */
interface CopiaPorColumnas {
  v: 2;
  campos: string[];
  /** Fields whose column holds booleans as 0/1. */
  booleanos: string[];
  columnas: unknown[][];
}

const CAMPOS = Object.keys(productoSchema.shape) as (keyof Producto)[];

export function aColumnas(productos: readonly Producto[]): string {
  const booleanos = CAMPOS.filter((campo) => productos.length > 0 && productos.every((p) => typeof p[campo] === 'boolean'));
  const columnas = CAMPOS.map((campo) =>
    booleanos.includes(campo) ? productos.map((p) => (p[campo] ? 1 : 0)) : productos.map((p) => p[campo]),
  );
  const copia: CopiaPorColumnas = { v: 2, campos: CAMPOS, booleanos, columnas };
  return JSON.stringify(copia);
}

/**
 * A copy stored before the product gained a field (the server's list did not change since, so it answers 304): it is
 * not wrong, only old, and the list is read again in full without reporting an error.
 */
export class CopiaDesactualizada extends Error {
  override name = 'CopiaDesactualizada';
}

/** The fields of the contract a stored copy lacks. */
const camposFaltantes = (campos: readonly string[]) => CAMPOS.filter((campo) => !campos.includes(campo));

/** The products of a stored copy: by columns, or a plain list (copies stored before the columns). */
export function deCopia(datos: unknown): Producto[] {
  if (Array.isArray(datos)) {
    const faltan = datos.length > 0 ? camposFaltantes(Object.keys(datos[0] as object)) : [];
    if (faltan.length > 0) throw new CopiaDesactualizada(`La copia local no tiene ${faltan.join(', ')}`);
    return datos as Producto[];
  }
  const copia = datos as Partial<CopiaPorColumnas> | null;
  if (copia?.v !== 2 || !Array.isArray(copia.campos) || !Array.isArray(copia.columnas) || !Array.isArray(copia.booleanos)) {
    throw new Error('La copia local no tiene un formato conocido');
  }
  const { campos, columnas } = copia;
  const faltan = camposFaltantes(campos);
  if (faltan.length > 0) throw new CopiaDesactualizada(`La copia local no tiene ${faltan.join(', ')}`);
  const booleanos = campos.map((campo) => copia.booleanos!.includes(campo));
  const cantidad = columnas[0]?.length ?? 0;
  if (columnas.length !== campos.length || columnas.some((c) => !Array.isArray(c) || c.length !== cantidad)) {
    throw new Error('La copia local tiene columnas incompletas');
  }
  const productos = new Array<Producto>(cantidad);
  for (let i = 0; i < cantidad; i++) {
    const producto: Record<string, unknown> = {};
    for (let c = 0; c < campos.length; c++) producto[campos[c]] = booleanos[c] ? columnas[c][i] === 1 : columnas[c][i];
    productos[i] = producto as unknown as Producto;
  }
  return productos;
}
