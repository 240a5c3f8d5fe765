import { NOMBRES_RUTA, RUTAS, type MetaRuta, type NombreRuta } from './rutas.js';

export type ParamsRuta = Record<string, string | number | undefined>;

const SOLO_DIGITOS = /^\d+$/;

const segmentos = (path: string): string[] => path.split('/').filter((s) => s !== '');

function validarDigitos(ruta: MetaRuta, nombre: string, valor: string): void {
  if (ruta.paramsDigitos?.includes(nombre) && !SOLO_DIGITOS.test(valor)) {
    throw new Error(`El parámetro "${nombre}" de la ruta "${ruta.nombre}" acepta solo dígitos: "${valor}"`);
  }
}

/** Concrete path of a named route; throws when a required parameter is missing or a digit-only one is not digits. */
export function routePath(nombre: NombreRuta, params: ParamsRuta = {}): string {
  const ruta = RUTAS[nombre];
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
      validarDigitos(ruta, clave, String(valor));
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

function coincidir(ruta: MetaRuta, partes: string[]): Record<string, string> | null {
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

/** The route a browser path leads to (query and hash ignored), honouring digit-only parameters; null when none does. */
export function buscarRuta(pathCompleto: string): { ruta: MetaRuta; params: Record<string, string> } | null {
  const partes = segmentos(pathname(pathCompleto));
  for (const nombre of NOMBRES_RUTA) {
    const params = coincidir(RUTAS[nombre], partes);
    if (params) return { ruta: RUTAS[nombre], params };
  }
  return null;
}

/** The path part of a path that may carry a query string or a hash. */
export const pathname = (pathCompleto: string): string => pathCompleto.split(/[?#]/, 1)[0] || '/';
