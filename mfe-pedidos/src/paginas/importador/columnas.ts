import type { LineaLeida } from './lineas.js';
import { normalizarCodigo, normalizarNombre, type IndiceCatalogo } from './emparejar.js';

/** What a column of a delimited file or a sheet holds, as the importer understood it (or the user said). */
export type RolColumna = 'troquel' | 'codigoBarras' | 'cantidad' | 'nombre' | 'nroOrden' | 'ignorar';

export const ETIQUETAS_ROL: Record<RolColumna, string> = {
  troquel: 'Troquel',
  codigoBarras: 'Código de barras',
  cantidad: 'Cantidad',
  nombre: 'Nombre del producto',
  nroOrden: 'Número de orden',
  ignorar: 'No se usa',
};

/** How the rows are read: which column holds what, and whether the first row is the titles. */
export interface LecturaColumnas {
  roles: RolColumna[];
  encabezado: boolean;
}

/** Rows looked at to decide: enough to see a file's shape, few enough to cost nothing on 5,000 lines. */
const MUESTRA = 300;

/** Header words, normalised (lowercase, no accents), for each role. "Código" alone says nothing: troquel or barcode. */
const TITULOS: [RolColumna, RegExp][] = [
  ['codigoBarras', /barra|\bean\b|gtin/],
  ['troquel', /troq|\btrq\b/],
  ['cantidad', /cant|unidades|\bunid|\bqty\b|pedid[oa]s?$/],
  ['nroOrden', /orden|\boc\b/],
  ['nombre', /nombre|descrip|producto|articulo|detalle/],
];

const sinAcentos = (texto: string) => normalizarNombre(texto);

export function rolDeTitulo(titulo: string): RolColumna | null {
  const t = sinAcentos(titulo);
  if (t === '') return null;
  return TITULOS.find(([, patron]) => patron.test(t))?.[0] ?? null;
}

const DIGITOS = /^\d+$/;
/** A whole quantity as sheets and systems write it: "3", "3.00", "3,0". */
const CANTIDAD = /^(\d+)(?:[.,]0+)?$/;
const LETRA = /\p{L}/u;

export const cantidadDe = (valor: string | null): number | null => {
  if (valor === null) return null;
  const m = CANTIDAD.exec(valor);
  return m ? Number(m[1]) : null;
};

const celda = (fila: readonly string[], i: number): string | null => {
  const texto = (fila[i] ?? '').trim();
  return texto === '' ? null : texto;
};

interface PerfilColumna {
  indice: number;
  valores: number;
  /** Share of values that are whole numbers, that are 8 to 14 digits (a barcode), that carry letters, and words. */
  enteros: number;
  largos: number;
  conLetras: number;
  conEspacios: number;
  /** Share of values the catalogue knows as troquel, barcode or name. */
  troqueles: number;
  codigos: number;
  nombres: number;
  /** Median of the whole values (quantities are small). */
  mediana: number;
}

function perfilar(filas: readonly (readonly string[])[], indice: number, catalogo: IndiceCatalogo): PerfilColumna {
  let valores = 0;
  let enteros = 0;
  let largos = 0;
  let conLetras = 0;
  let conEspacios = 0;
  let troqueles = 0;
  let codigos = 0;
  let nombres = 0;
  const numeros: number[] = [];
  for (const fila of filas) {
    const v = celda(fila, indice);
    if (v === null) continue;
    valores++;
    const n = cantidadDe(v);
    if (n !== null) {
      enteros++;
      numeros.push(n);
    }
    if (DIGITOS.test(v)) {
      if (v.length >= 8 && v.length <= 14) largos++;
      if (catalogo.porTroquel.has(Number(v))) troqueles++;
      if (catalogo.porCodigoBarras.has(normalizarCodigo(v))) codigos++;
    } else if (LETRA.test(v)) {
      conLetras++;
      if (v.includes(' ')) conEspacios++;
      if (catalogo.porNombre.has(normalizarNombre(v))) nombres++;
    }
  }
  numeros.sort((a, b) => a - b);
  const parte = (n: number) => (valores === 0 ? 0 : n / valores);
  return {
    indice,
    valores,
    enteros: parte(enteros),
    largos: parte(largos),
    conLetras: parte(conLetras),
    conEspacios: parte(conEspacios),
    troqueles: parte(troqueles),
    codigos: parte(codigos),
    nombres: parte(nombres),
    mediana: numeros[Math.floor(numeros.length / 2)] ?? 0,
  };
}

/**
 * The first row is the titles when a cell names a role, or when it has text over a column whose other values are
 * numbers (a header the importer does not know the words of).
 */
function tieneEncabezado(filas: readonly (readonly string[])[]): boolean {
  const [primera, ...resto] = filas;
  if (!primera || resto.length === 0) return false;
  if (primera.some((c) => rolDeTitulo(c) !== null)) return true;
  const muestra = resto.slice(0, MUESTRA);
  return primera.some((c, i) => {
    const v = c.trim();
    if (v === '' || !LETRA.test(v)) return false;
    const valores = muestra.map((f) => celda(f, i)).filter((x): x is string => x !== null);
    return valores.length > 0 && valores.filter((x) => cantidadDe(x) !== null).length / valores.length >= 0.8;
  });
}

/** The highest-scoring column still free, if its score reaches `minimo`. */
function mejor(perfiles: PerfilColumna[], libres: Set<number>, puntaje: (p: PerfilColumna) => number, minimo: number): PerfilColumna | null {
  let elegido: PerfilColumna | null = null;
  let maximo = minimo;
  for (const p of perfiles) {
    if (!libres.has(p.indice) || p.valores === 0) continue;
    const s = puntaje(p);
    if (s >= maximo && (elegido === null || s > maximo)) {
      elegido = p;
      maximo = s;
    }
  }
  return elegido;
}

/**
 * Which column holds what, from the titles when there are some and from the content otherwise: what the catalogue
 * knows as troqueles, barcodes and names first; then 8–14 digits are a barcode, a column of words the name, the
 * smallest whole numbers the quantity and, when no catalogue value settles it, the larger ones the troquel.
 */
export function interpretarColumnas(filas: readonly (readonly string[])[], catalogo: IndiceCatalogo): LecturaColumnas {
  const ancho = Math.min(40, filas.slice(0, MUESTRA).reduce((m, f) => Math.max(m, f.length), 0));
  const encabezado = tieneEncabezado(filas);
  const datos = filas.slice(encabezado ? 1 : 0, (encabezado ? 1 : 0) + MUESTRA);
  const roles: RolColumna[] = Array.from({ length: ancho }, () => 'ignorar');
  const libres = new Set(roles.map((_, i) => i));
  const asignar = (indice: number, rol: RolColumna) => {
    roles[indice] = rol;
    libres.delete(indice);
  };

  if (encabezado) {
    const usados = new Set<RolColumna>();
    filas[0]!.forEach((titulo, i) => {
      const rol = rolDeTitulo(titulo);
      if (rol && i < ancho && !usados.has(rol)) {
        usados.add(rol);
        asignar(i, rol);
      }
    });
  }
  const falta = (rol: RolColumna) => !roles.includes(rol);
  const perfiles = roles.map((_, i) => perfilar(datos, i, catalogo));

  if (falta('codigoBarras')) {
    const p = mejor(perfiles, libres, (x) => x.codigos * 2 + (x.largos >= 0.8 ? 1 : 0), 0.6);
    if (p) asignar(p.indice, 'codigoBarras');
  }
  if (falta('troquel')) {
    const p = mejor(perfiles, libres, (x) => x.troqueles, 0.3);
    if (p) asignar(p.indice, 'troquel');
  }
  if (falta('nombre')) {
    const p = mejor(perfiles, libres, (x) => x.nombres * 2 + x.conLetras + x.conEspacios / 2, 0.6);
    if (p) asignar(p.indice, 'nombre');
  }
  const enteras = perfiles.filter((p) => libres.has(p.indice) && p.valores > 0 && p.enteros >= 0.8);
  if (falta('cantidad') && enteras.length > 0) {
    // Quantities are the small numbers; the other whole column, when the catalogue did not name one, is the troquel.
    const [cantidad] = [...enteras].sort((a, b) => a.mediana - b.mediana || a.indice - b.indice);
    asignar(cantidad!.indice, 'cantidad');
  }
  if (falta('troquel') && falta('codigoBarras')) {
    const p = mejor(perfiles, libres, (x) => (x.enteros >= 0.8 ? x.mediana : 0), 1);
    if (p) asignar(p.indice, 'troquel');
  }
  return { roles, encabezado };
}

/**
 * The lines of the rows as `lectura` says (`nros`: each row's number in the file, when not its position); a row with no
 * quantity or nothing to find the product by is left out.
 */
export function lineasDeColumnas(filas: readonly (readonly string[])[], { roles, encabezado }: LecturaColumnas, nros?: readonly number[]): LineaLeida[] {
  const columna = (rol: RolColumna) => roles.indexOf(rol);
  const [troquel, codigo, cantidad, nombre, orden] = (['troquel', 'codigoBarras', 'cantidad', 'nombre', 'nroOrden'] as const).map(columna);
  if (cantidad! < 0) return [];
  const lineas: LineaLeida[] = [];
  for (let i = encabezado ? 1 : 0; i < filas.length; i++) {
    const fila = filas[i]!;
    const unidades = cantidadDe(celda(fila, cantidad!));
    const t = troquel! >= 0 ? celda(fila, troquel!) : null;
    const linea: LineaLeida = {
      nro: nros?.[i] ?? i + 1,
      troquel: t !== null && DIGITOS.test(t) && Number(t) > 0 ? Number(t) : null,
      codigoBarras: codigo! >= 0 ? celda(fila, codigo!) : null,
      cantidad: unidades ?? 0,
      nombre: nombre! >= 0 ? celda(fila, nombre!) : null,
      nroOrden: orden! >= 0 ? celda(fila, orden!) : null,
    };
    if (unidades !== null && unidades > 0 && (linea.troquel !== null || linea.codigoBarras !== null || linea.nombre !== null)) lineas.push(linea);
  }
  return lineas;
}
