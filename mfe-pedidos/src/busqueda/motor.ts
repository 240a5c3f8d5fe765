import { agregarPar, IndicePalabras } from './indicePalabras.js';
import { normalizar, soloDigitos } from './normalizar.js';
import { Nivel, type DocumentoBusqueda, type OpcionesBusqueda, type ResultadoBusqueda } from './tipos.js';

/** Query words beyond this many are ignored (one bit each in the marks). */
const MAXIMO_PALABRAS = 8;
/** Shorter fragments inside a word match too much to help. */
const MINIMO_DENTRO_DE_PALABRA = 3;
const LIMITE_POR_DEFECTO = 500;

export interface MotorBusqueda {
  buscar(texto: string, opciones?: OpcionesBusqueda): ResultadoBusqueda;
  readonly cantidad: number;
}

/**
 * The catalogue's search engine. Documents are kept sorted by name, so one pass over the marks yields each level's
 * matches already in alphabetical order, with no sort per keystroke.
 */
export function crearMotorBusqueda(documentos: readonly DocumentoBusqueda[]): MotorBusqueda {
  const ordenados = documentos
    .map((d) => ({ d, nombre: normalizar(d.nombre) }))
    .sort((a, b) => (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : a.d.id - b.d.id));
  const n = ordenados.length;
  const ids = new Int32Array(n);
  const nombres: string[] = new Array<string>(n);
  const posicionDeId = new Map<number, number>();
  const porCodigo = new Map<string, number[]>();
  const paresNombre = new Map<string, number[]>();
  const paresOtros = new Map<string, number[]>();
  const paresDentro = new Map<string, number[]>();

  ordenados.forEach(({ d, nombre }, doc) => {
    ids[doc] = d.id;
    nombres[doc] = nombre;
    posicionDeId.set(d.id, doc);
    for (const palabra of nombre.split(' ')) {
      if (!palabra) continue;
      agregarPar(paresNombre, palabra, doc);
      for (let i = 1; i + MINIMO_DENTRO_DE_PALABRA <= palabra.length; i++) agregarPar(paresDentro, palabra.slice(i), doc);
    }
    for (const codigo of d.codigos) {
      const limpio = codigo.trim();
      if (!limpio) continue;
      const lista = porCodigo.get(limpio);
      if (!lista) porCodigo.set(limpio, [doc]);
      else if (!lista.includes(doc)) lista.push(doc);
      agregarPar(paresOtros, limpio.toLowerCase(), doc);
    }
    for (const extra of d.extras) for (const palabra of normalizar(extra).split(' ')) if (palabra) agregarPar(paresOtros, palabra, doc);
  });

  const indiceNombre = new IndicePalabras(paresNombre);
  const indiceOtros = new IndicePalabras(paresOtros);
  const indiceDentro = new IndicePalabras(paresDentro);
  const marcasNombre = new Uint8Array(n);
  const marcasOtros = new Uint8Array(n);
  const marcasDentro = new Uint8Array(n);
  const permitidos = new Uint8Array(n);
  const vistos = new Uint8Array(n);
  /** Above this many candidates one pass over every document costs less than sorting them. */
  const maximoCandidatos = n >>> 3;

  function primerNombreNoMenor(texto: string): number {
    let bajo = 0;
    let alto = n;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (nombres[medio] < texto) bajo = medio + 1;
      else alto = medio;
    }
    return bajo;
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

  function buscar(texto: string, opciones: OpcionesBusqueda = {}): ResultadoBusqueda {
    const limite = opciones.limite ?? LIMITE_POR_DEFECTO;
    const filtrar = marcarPermitidos(opciones.soloIds);
    const consulta = normalizar(texto);
    const resultado: ResultadoBusqueda = { ids: [], niveles: [], total: 0 };
    const agregar = (doc: number, nivel: Nivel) => {
      resultado.total += 1;
      if (resultado.ids.length < limite) {
        resultado.ids.push(ids[doc]);
        resultado.niveles.push(nivel);
      }
    };

    if (!consulta) {
      if (filtrar) for (let doc = 0; doc < n; doc++) if (permitidos[doc]) agregar(doc, Nivel.OtrosCampos);
      return resultado;
    }

    const crudo = texto.trim();
    const exactos = soloDigitos(crudo) ? (porCodigo.get(crudo) ?? []).filter((doc) => !filtrar || permitidos[doc]) : [];
    for (const doc of exactos) agregar(doc, Nivel.CodigoExacto);

    const terminos = [...new Set(consulta.split(' '))].slice(0, MAXIMO_PALABRAS);
    const todos = (1 << terminos.length) - 1;
    marcasNombre.fill(0);
    marcasOtros.fill(0);
    marcasDentro.fill(0);
    terminos.forEach((termino, i) => {
      const bit = 1 << i;
      indiceNombre.marcarPrefijo(termino, marcasNombre, bit);
      indiceOtros.marcarPrefijo(termino, marcasOtros, bit);
      if (termino.length >= MINIMO_DENTRO_DE_PALABRA) indiceDentro.marcarPrefijo(termino, marcasDentro, bit);
    });

    // Only the first `limite` of each level can be shown; the rest are only counted.
    const niveles: Nivel[] = [Nivel.PrefijoNombre, Nivel.PrefijoPalabras, Nivel.OtrosCampos, Nivel.DentroDePalabra];
    const porNivel: number[][] = [[], [], [], []];
    const yaExactos = new Set(exactos);
    const hayExactos = exactos.length > 0;
    // Names are sorted: those starting with the text are one contiguous run of documents.
    const desdeNombre = primerNombreNoMenor(consulta);
    const hastaNombre = primerNombreNoMenor(`${consulta}\uffff`);
    let otros = 0;
    const guardar = (nivel: number, doc: number) => {
      if (hayExactos && yaExactos.has(doc)) return;
      otros += 1;
      if (porNivel[nivel].length < limite) porNivel[nivel].push(doc);
    };
    const clasificar = (doc: number) => {
      const nombre = marcasNombre[doc];
      const conOtros = nombre | marcasOtros[doc];
      if ((conOtros | marcasDentro[doc]) !== todos || (filtrar && !permitidos[doc])) return;
      if (nombre === todos) guardar(doc >= desdeNombre && doc < hastaNombre ? 0 : 1, doc);
      else guardar(conOtros === todos ? 2 : 3, doc);
    };
    // Every match holds the first word: its documents are the only candidates.
    const candidatos: number[] = [];
    const primero = terminos[0];
    indiceNombre.recolectarPrefijo(primero, vistos, candidatos);
    indiceOtros.recolectarPrefijo(primero, vistos, candidatos);
    if (primero.length >= MINIMO_DENTRO_DE_PALABRA) indiceDentro.recolectarPrefijo(primero, vistos, candidatos);
    for (const doc of candidatos) vistos[doc] = 0;
    if (candidatos.length <= maximoCandidatos) {
      // Document order is name order: sorted candidates keep each level alphabetical.
      for (const doc of Int32Array.from(candidatos).sort()) clasificar(doc);
    } else {
      for (let doc = 0; doc < n; doc++) clasificar(doc);
    }
    porNivel.forEach((docs, i) => {
      for (const doc of docs) agregar(doc, niveles[i]);
    });
    resultado.total = exactos.length + otros;
    return resultado;
  }

  return { buscar, cantidad: n };
}
