import { RUTAS_COMPARTIDAS, type MetaRuta, type NombreRuta, type RutaCompartida } from './rutas.js';
import { rutaPorNombre, rutasRegistradas } from './tabla-rutas.js';

export type ParamsRuta = Record<string, string | number | undefined>;

const SOLO_DIGITOS = /^\d+$/;

const segmentos = (path: string): string[] => path.split('/').filter((s) => s !== '');

interface PatronRuta {
  path: string;
  paramsDigitos?: readonly string[];
}

function validarDigitos(ruta: PatronRuta, nombreRuta: string, nombre: string, valor: string): void {
  if (ruta.paramsDigitos?.includes(nombre) && !SOLO_DIGITOS.test(valor)) {
    throw new Error(`El parámetro "${nombre}" de la ruta "${nombreRuta}" acepta solo dígitos: "${valor}"`);
  }
}

/**
 * Concrete path of a named route: a shared one (RUTAS_COMPARTIDAS) or one of the route table of the page (the
 * package's own routes, and in the portal every section's). Throws on an unknown name, a missing required parameter
 * or a digit-only one that is not digits.
 */
export function routePath(nombre: NombreRuta, params: ParamsRuta = {}): string {
  const ruta: PatronRuta | undefined = rutaPorNombre(nombre) ?? (RUTAS_COMPARTIDAS as Record<string, RutaCompartida>)[nombre];
  if (!ruta) throw new Error(`La ruta "${nombre}" no está definida`);
  const partes: string[] = [];
  for (const segmento of segmentos(ruta.path)) {
    if (segmento === '*') {
      const resto = params['*'];
      if (resto === undefined || String(resto) === '') throw new Error(`Falta el parámetro "*" de la ruta "${nombre}"`);
      partes.push(...segmentos(String(resto)).map(encodeURIComponent));
    } else if (segmento.startsWith(':')) {
      const opcional = segmento.endsWith('?');
      const clave = segmento.slice(1, opcional ? -1 : undefined);
      const valor = params[clave];
      if (valor === undefined || String(valor) === '') {
        if (opcional) continue;
        throw new Error(`Falta el parámetro "${clave}" de la ruta "${nombre}"`);
      }
      validarDigitos(ruta, nombre, clave, String(valor));
      partes.push(encodeURIComponent(String(valor)));
    } else {
      partes.push(segmento);
    }
  }
  return `/${partes.join('/')}`;
}

const decodificar = (valor: string): string | null => {
  try {
    return decodeURIComponent(valor);
  } catch {
    return null;
  }
};

function coincidir(ruta: PatronRuta, partes: string[]): Record<string, string> | null {
  const patron = segmentos(ruta.path);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segmento of patron) {
    if (segmento === '*') {
      if (i >= partes.length) return null;
      params['*'] = partes.slice(i).join('/');
      return params;
    }
    const parte = partes[i];
    if (segmento.startsWith(':')) {
      const opcional = segmento.endsWith('?');
      const clave = segmento.slice(1, opcional ? -1 : undefined);
      if (parte === undefined) {
        if (opcional) continue;
        return null;
      }
      const valor = decodificar(parte);
      if (valor === null) return null;
      if (ruta.paramsDigitos?.includes(clave) && !SOLO_DIGITOS.test(valor)) return null;
      params[clave] = valor;
    } else if (parte !== segmento) {
      return null;
    }
    i += 1;
  }
  return i === partes.length ? params : null;
}

/**
 * The registered route a browser path leads to (query and hash ignored), honouring digit-only parameters; null when
 * none does. A path of several routes (a fixed segment and a parameter) takes the most specific, as the router does.
 */
export function buscarRuta(pathCompleto: string, rutas: readonly MetaRuta[] = rutasRegistradas()): { ruta: MetaRuta; params: Record<string, string> } | null {
  const partes = segmentos(pathname(pathCompleto));
  let mejor: { ruta: MetaRuta; params: Record<string, string>; puntos: number } | null = null;
  for (const ruta of rutas) {
    const params = coincidir(ruta, partes);
    if (!params) continue;
    const puntos = especificidad(ruta.path);
    if (!mejor || puntos > mejor.puntos) mejor = { ruta, params, puntos };
  }
  return mejor && { ruta: mejor.ruta, params: mejor.params };
}

/** Fixed segments weigh more than parameters, parameters more than a splat. */
const especificidad = (path: string): number =>
  segmentos(path).reduce((suma, s) => suma + (s === '*' ? 1 : s.startsWith(':') ? (s.endsWith('?') ? 2 : 3) : 10), 0);

/** The path part of a path that may carry a query string or a hash. */
export const pathname = (pathCompleto: string): string => pathCompleto.split(/[?#]/, 1)[0] || '/';
