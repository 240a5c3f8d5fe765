import { Coincidencias } from './coincidencias.js';
import { construirIndices, type IndicesBusqueda } from './indices.js';
import { normalizar, soloDigitos } from './normalizar.js';
import { crearTermino, mismosTramos, refinaA, type Termino } from './terminos.js';
import { armarRespuesta } from './respuesta.js';
import { Nivel, type DocumentoBusqueda, type OpcionesBusqueda, type ResultadoBusqueda } from './tipos.js';

/** Query words beyond this many are ignored (one bit each in the marks). */
const MAXIMO_PALABRAS = 8;
const LIMITE_POR_DEFECTO = 500;

export interface MotorBusqueda {
  buscar(texto: string, opciones?: OpcionesBusqueda): ResultadoBusqueda;
  readonly cantidad: number;
  /** What it searches, for storing it (see indicesGuardados.ts). */
  readonly indices: IndicesBusqueda;
}

/** What the last answer depended on besides the matches: equal again, and the matches unchanged, it is the same answer. */
interface UltimaRespuesta {
  desdeNombre: number;
  hastaNombre: number;
  limite: number;
  exactos: number[];
  resultado: ResultadoBusqueda;
}

const copia = (r: ResultadoBusqueda): ResultadoBusqueda => ({ ids: r.ids.slice(), niveles: r.niveles.slice(), total: r.total });
const mismosDocs = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The catalogue's search engine. Documents are numbered in name order, so one pass over the matches yields each
 * level's matches already alphabetical. It remembers the last query's matches: typing on (a word lengthened, a word
 * added) only re-checks those, and a keystroke that covers the same words as before (from "ibupr" to "ibupro") costs
 * a few binary searches.
 */
export function crearMotorBusqueda(documentos: readonly DocumentoBusqueda[]): MotorBusqueda {
  return motorDeIndices(construirIndices(documentos));
}

/** The engine over indices already built (say, read back from IndexedDB: see indicesGuardados.ts). */
export function motorDeIndices(indices: IndicesBusqueda): MotorBusqueda {
  const { cantidad: n, ids, nombres, posicionDeId, porCodigo } = indices;
  const coincidencias = new Coincidencias(indices);
  const permitidos = new Uint8Array(n);
  let previos: Termino[] | null = null;
  let ultima: UltimaRespuesta | null = null;

  /** First name ≥ `texto` within [bajo, alto). */
  function primerNombreNoMenor(texto: string, bajo: number, alto: number): number {
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (nombres[medio] < texto) bajo = medio + 1;
      else alto = medio;
    }
    return bajo;
  }

  /** The run of names starting with `consulta`; typing on, it lies within the previous run. */
  let ultimaConsulta = '';
  let ultimoTramo: [number, number] = [0, n];
  function tramoDeNombres(consulta: string): [number, number] {
    const [bajo, alto] = consulta.startsWith(ultimaConsulta) ? ultimoTramo : [0, n];
    const desde = primerNombreNoMenor(consulta, bajo, alto);
    ultimoTramo = [desde, primerNombreNoMenor(`${consulta}\uffff`, desde, alto)];
    ultimaConsulta = consulta;
    return ultimoTramo;
  }

  /** Distinct words of the query, at most MAXIMO_PALABRAS; an unchanged word keeps its ranges (no binary search). */
  function terminosDe(consulta: string): Termino[] {
    const terminos: Termino[] = [];
    const textos: string[] = [];
    for (const texto of consulta.split(' ')) {
      if (textos.length === MAXIMO_PALABRAS) break;
      if (textos.includes(texto)) continue;
      const previo = previos?.[textos.length];
      terminos.push(previo?.texto === texto ? previo : crearTermino(texto, indices));
      textos.push(texto);
    }
    return terminos;
  }

  function marcarPermitidos(soloIds: OpcionesBusqueda['soloIds']): boolean {
    if (!soloIds) return false;
    permitidos.fill(0);
    for (const id of soloIds) {
      const doc = posicionDeId.get(id);
      if (doc !== undefined) permitidos[doc] = 1;
    }
    return true;
  }

  /** Brings the matches up to `terminos`; says whether they may have changed. */
  function actualizarCoincidencias(terminos: Termino[]): boolean {
    if (previos === null || !refinaA(previos, terminos)) {
      coincidencias.buscar(terminos);
      return true;
    }
    const anteriores = previos;
    const cambiados = terminos.flatMap((t, i) => (i < anteriores.length && mismosTramos(anteriores[i], t) ? [] : [i]));
    if (cambiados.length === 0) return false;
    coincidencias.refinar(terminos, cambiados, anteriores);
    return true;
  }

  function buscar(texto: string, opciones: OpcionesBusqueda = {}): ResultadoBusqueda {
    const limite = opciones.limite ?? LIMITE_POR_DEFECTO;
    const filtrar = marcarPermitidos(opciones.soloIds);
    const consulta = normalizar(texto);
    if (!consulta) {
      const resultado: ResultadoBusqueda = { ids: [], niveles: [], total: 0 };
      if (!filtrar) return resultado;
      for (let doc = 0; doc < n; doc++) {
        if (!permitidos[doc]) continue;
        resultado.total += 1;
        if (resultado.ids.length < limite) {
          resultado.ids.push(ids[doc]);
          resultado.niveles.push(Nivel.OtrosCampos);
        }
      }
      return resultado;
    }

    const crudo = texto.trim();
    const exactos = soloDigitos(crudo) ? (porCodigo.get(crudo) ?? []).filter((doc) => !filtrar || permitidos[doc]) : [];
    const terminos = terminosDe(consulta);
    const cambiaron = actualizarCoincidencias(terminos);
    previos = terminos;
    const [desdeNombre, hastaNombre] = tramoDeNombres(consulta);
    if (
      !cambiaron &&
      !filtrar &&
      ultima !== null &&
      ultima.desdeNombre === desdeNombre &&
      ultima.hastaNombre === hastaNombre &&
      ultima.limite === limite &&
      mismosDocs(ultima.exactos, exactos)
    ) {
      return copia(ultima.resultado);
    }
    const resultado = armarRespuesta({
      coincidencias,
      ids,
      cantidadTerminos: terminos.length,
      desdeNombre,
      hastaNombre,
      limite,
      exactos,
      permitidos: filtrar ? permitidos : null,
    });
    ultima = filtrar ? null : { desdeNombre, hastaNombre, limite, exactos, resultado: copia(resultado) };
    return resultado;
  }

  return { buscar, cantidad: n, indices };
}
