import { Coincidencias } from './coincidencias.js';
import { construirIndices, type IndicesBusqueda } from './indices.js';
import { normalizar, soloDigitos } from './normalizar.js';
import { crearTermino, mismosTramos, refinaA, type Termino } from './terminos.js';
import { Prefijos } from './prefijos.js';
import { armarRespuesta } from './respuesta.js';
import { armarRespuestaPerezosa, delTramo, soloElTramo } from './respuestaPerezosa.js';
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

/** What the last answer depended on: all equal again, it is the same answer. */
interface UltimaRespuesta {
  /** Of the held matches: it changes whenever they do. */
  version: number;
  terminos: Termino[];
  desdeNombre: number;
  hastaNombre: number;
  limite: number;
  exactos: number[];
  resultado: ResultadoBusqueda;
}

const copia = (r: ResultadoBusqueda): ResultadoBusqueda => ({ ...r, ids: r.ids.slice(), niveles: r.niveles.slice() });
const mismosDocs = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const mismosTerminos = (a: Termino[], b: Termino[]) => a.length === b.length && a.every((t, i) => mismosTramos(t, b[i]));

/**
 * The catalogue's search engine. Documents are numbered in name order, so one pass over the matches yields each
 * level's matches already alphabetical. When the names starting with the text fill the page, they are the answer,
 * with no match checked. Otherwise it answers from the matches of an earlier query it holds: typing on (a word
 * lengthened, a word added) only re-checks those, and only until the page is full (see respuestaPerezosa.ts),
 * refining them all only when that is cheaper; a keystroke that covers the same words as before (from "ibupr" to
 * "ibupro") costs a few binary searches.
 */
export function crearMotorBusqueda(documentos: readonly DocumentoBusqueda[]): MotorBusqueda {
  return motorDeIndices(construirIndices(documentos));
}

/** The engine over indices already built (say, read back from IndexedDB: see indicesGuardados.ts). */
export function motorDeIndices(indices: IndicesBusqueda): MotorBusqueda {
  const { cantidad: n, ids, nombres, posicionDeId, porCodigo } = indices;
  const coincidencias = new Coincidencias(indices);
  const permitidos = new Uint8Array(n);
  /** The last query's terms (unchanged words keep theirs), and the terms whose matches `coincidencias` holds. */
  let previos: Termino[] | null = null;
  let verificados: Termino[] | null = null;
  let version = 0;
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

  // Three pieces: 18 characters cover what is typed before a name's run is a handful of names.
  const prefijos = Prefijos.de(nombres, 3);

  /** The run of names starting with `consulta`; typing on, it lies within the previous run. */
  let ultimaConsulta = '';
  let ultimoTramo: [number, number] = [0, n];
  function tramoDeNombres(consulta: string): [number, number] {
    let [bajo, alto] = consulta.startsWith(ultimaConsulta) ? ultimoTramo : [0, n];
    const porCodigos = prefijos?.tramo(consulta, bajo, alto);
    if (porCodigos && prefijos?.completo(consulta)) {
      ultimoTramo = porCodigos;
      ultimaConsulta = consulta;
      return ultimoTramo;
    }
    if (porCodigos) [bajo, alto] = porCodigos;
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
      terminos.push(previo?.texto === texto ? previo : crearTermino(texto, indices, previo));
      textos.push(texto);
    }
    return terminos;
  }

  /**
   * Documents with `crudo` as a whole code. Only digits count, and only a word of the index: a code is one, as the
   * first of its term's words when it is (the keystrokes before are prefixes of it, found without the map).
   */
  function exactosDe(crudo: string, terminos: Termino[], filtrar: boolean): number[] {
    const primero = terminos[0];
    if (terminos.length !== 1 || primero.o0 === primero.o1 || indices.otros.palabras[primero.o0] !== crudo || !soloDigitos(crudo)) return [];
    const docs = porCodigo.get(crudo) ?? [];
    return filtrar ? docs.filter((doc) => permitidos[doc]) : docs.slice();
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

  /** Holds matches that `terminos` refine (from scratch if need be); answers which terms differ from theirs. */
  function prepararCoincidencias(terminos: Termino[]): number[] {
    if (verificados === null || !refinaA(verificados, terminos)) {
      coincidencias.buscar(terminos);
      verificados = terminos;
      version += 1;
      return [];
    }
    const base = verificados;
    return terminos.flatMap((t, i) => (i < base.length && mismosTramos(base[i], t) ? [] : [i]));
  }

  function refinarCoincidencias(terminos: Termino[], cambiados: number[]): void {
    if (cambiados.length === 0 || verificados === null) return;
    coincidencias.refinar(terminos, cambiados, verificados);
    verificados = terminos;
    version += 1;
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

    const terminos = terminosDe(consulta);
    const exactos = exactosDe(texto.trim(), terminos, filtrar);
    previos = terminos;
    const [desdeNombre, hastaNombre] = tramoDeNombres(consulta);
    const tramo = { ids, desdeNombre, hastaNombre, limite, exactos };
    const enElTramo = delTramo(tramo);
    if (!filtrar && enElTramo >= limite - exactos.length) {
      // The page comes from the run of names alone, whatever matches are held: they stay as they are, for the next
      // keystroke that needs them (see respuestaPerezosa.ts).
      return soloElTramo(tramo, enElTramo, false);
    }
    const cambiados = prepararCoincidencias(terminos);
    if (
      !filtrar &&
      ultima !== null &&
      ultima.version === version &&
      ultima.desdeNombre === desdeNombre &&
      ultima.hastaNombre === hastaNombre &&
      ultima.limite === limite &&
      mismosDocs(ultima.exactos, exactos) &&
      mismosTerminos(ultima.terminos, terminos)
    ) {
      return copia(ultima.resultado);
    }
    const cantidadTerminos = terminos.length;
    let resultado: ResultadoBusqueda | null = null;
    if (!filtrar && cambiados.length > 0 && verificados !== null) {
      // The re-checks may cost what refining would: each reads a match's words once per changed term.
      const base = verificados;
      const presupuesto = () =>
        coincidencias.costoDeRefinar(terminos, cambiados, base) / (Math.max(1, coincidencias.palabrasPorDocumento) * cambiados.length);
      const perezosa = armarRespuestaPerezosa({ coincidencias, ids, desdeNombre, hastaNombre, limite, exactos, terminos, cambiados, presupuesto });
      if (perezosa?.alDia) {
        verificados = terminos;
        version += 1;
      }
      resultado = perezosa?.resultado ?? null;
    }
    if (resultado === null) {
      refinarCoincidencias(terminos, cambiados);
      const permitidosAhora = filtrar ? permitidos : null;
      resultado = armarRespuesta({ coincidencias, ids, cantidadTerminos, desdeNombre, hastaNombre, limite, exactos, permitidos: permitidosAhora });
    }
    ultima = filtrar ? null : { version, terminos, desdeNombre, hastaNombre, limite, exactos, resultado: copia(resultado) };
    return resultado;
  }

  return { buscar, cantidad: n, indices };
}
