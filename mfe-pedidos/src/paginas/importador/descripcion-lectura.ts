import type { FormatoArchivo } from '@portal/shared/contracts';
import { plural } from '@portal/shared/client';
import { ETIQUETAS_ROL } from './columnas.js';
import type { Interpretacion, Separador } from './leer-archivo.js';

const SEPARADORES: Record<Separador, string> = {
  ';': 'Texto con columnas separadas por punto y coma',
  ',': 'Texto con columnas separadas por comas',
  '\t': 'Texto con columnas separadas por tabulaciones',
  '|': 'Texto con columnas separadas por barras verticales (|)',
  espacios: 'Texto con columnas separadas por espacios',
  planilla: 'Planilla de Excel (primera hoja)',
  ninguno: 'Texto de una sola columna',
};

type CampoFormato = keyof Omit<FormatoArchivo, 'sistemaFarmacias'>;

export const CAMPOS_FORMATO: [CampoFormato, string][] = [
  ['troquel', ETIQUETAS_ROL.troquel],
  ['codigoBarras', ETIQUETAS_ROL.codigoBarras],
  ['cantidad', ETIQUETAS_ROL.cantidad],
  ['nroOrden', ETIQUETAS_ROL.nroOrden],
  ['nombreProducto', ETIQUETAS_ROL.nombre],
];

/** Where a fixed-width field sits, as a person counts characters: "caracteres 21 a 24". */
export const posicionCampo = ({ indice, longitud }: { indice: number; longitud: number }): string =>
  longitud === 1 ? `carácter ${indice + 1}` : `caracteres ${indice + 1} a ${indice + longitud}`;

/** The fixed-width layout in words: "troquel en los caracteres 1 a 7, cantidad en los caracteres 8 a 10". */
export function describirAnchoFijo(formato: FormatoArchivo): string {
  return CAMPOS_FORMATO.filter(([campo]) => formato[campo].presente && formato[campo].longitud > 0)
    .map(([campo, etiqueta]) => `${etiqueta.toLowerCase()} en los ${posicionCampo(formato[campo])}`)
    .join(', ');
}

/** What kind of file the importer took it for, in one sentence. */
export function describirForma(interpretacion: Interpretacion): string {
  if (interpretacion.forma === 'ancho-fijo') {
    const { formato } = interpretacion;
    return `Texto de ancho fijo con el formato de ${formato.sistemaFarmacias}: ${describirAnchoFijo(formato)}.`;
  }
  return `${SEPARADORES[interpretacion.separador]}, ${interpretacion.lectura.encabezado ? 'con una fila de títulos' : 'sin fila de títulos'}.`;
}

/** How many lines will be looked up in the catalogue, and how many rows were left out. */
export function describirCantidades(interpretacion: Interpretacion): string {
  const leidas = interpretacion.lineas.length;
  const texto = `${plural(leidas, 'línea', 'líneas')} con cantidad y producto.`;
  if (interpretacion.forma === 'ancho-fijo') return texto;
  const filas = interpretacion.filas.length - (interpretacion.lectura.encabezado ? 1 : 0);
  const fuera = filas - leidas;
  return fuera > 0 ? `${texto} ${plural(fuera, 'fila sin cantidad o sin producto queda', 'filas sin cantidad o sin producto quedan')} afuera.` : texto;
}

/** What still keeps the file from being imported, or null. */
export function faltaParaImportar(interpretacion: Interpretacion): string | null {
  if (interpretacion.forma === 'columnas') {
    const { roles } = interpretacion.lectura;
    if (!roles.includes('cantidad')) return 'No se encontró una columna de cantidades: indique cuál es.';
    if (!roles.some((r) => r === 'troquel' || r === 'codigoBarras' || r === 'nombre')) {
      return 'No se encontró una columna de troquel, código de barras o nombre del producto: indique cuál es.';
    }
  }
  if (interpretacion.lineas.length === 0) {
    return interpretacion.forma === 'ancho-fijo'
      ? `Ninguna línea tiene una cantidad y un producto: el archivo no tiene columnas separadas por comas, punto y coma o tabulaciones, ni sigue el formato de ${interpretacion.formato.sistemaFarmacias}.`
      : 'Ninguna fila tiene una cantidad y un producto en las columnas indicadas.';
  }
  return null;
}
