import { STATUS_CODES } from 'node:http';
import { errorApiSchema } from '@portal/shared/contracts';
import type { Marcas } from './contexto.js';
import { esPublica, type Operacion } from './operaciones.js';
import type { Solicitud } from './solicitudes.js';

/** Who calls, and which pharmacies' data it may see. */
export interface Actor {
  /** `correcto`: holds the route's role; `sin-rol`: does not; `otra-farmacia`: holds it, in pharmacy 1002; `anonimo`: no token. */
  papel: 'correcto' | 'sin-rol' | 'otra-farmacia' | 'anonimo';
  userName: string | null;
  farmacias: readonly number[];
  grupos: readonly number[];
}

export interface Respuesta {
  estado: number;
  tipo: string;
  texto: string;
}

/** Framework and validator phrases in English that must never reach a caller. */
const INGLES =
  /\b(bad request|not found|unauthori[sz]ed|forbidden|too large|too long|unsupported media|invalid (input|type|json|value)|is required|must (be|have|match|not)|should (be|have)|expected (a |an )?\w+, (got|received)|unexpected (token|end)|cannot be empty|params\/|querystring\/|body\/|route \w+:|client error)\b/i;
/** Words and letters of Spanish: a message of ours has at least one. */
const ESPANOL =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|un|una|no|se|en|que|por|para|con|debe|valor|campo|solicitud|datos|demasiad[oa]s?|\w+(ción|ciones|ido|ida|idos|idas|ado|ada|ados|adas))\b/i;

/** What the server's text says of its own: what it quoted or echoed from the request may be in any language. */
function sinCitas(texto: string, enviados: Set<string>): string {
  let propio = texto.replace(/"[^"]*"/g, '""');
  for (const v of enviados) if (v.length > 2 && v.length < 1_000) propio = propio.split(v).join('');
  return propio;
}

function revisarError(r: Respuesta, enviados: Set<string>): string[] {
  let cuerpo: unknown;
  try {
    cuerpo = JSON.parse(r.texto);
  } catch {
    return [`${r.estado} sin cuerpo JSON de error (${r.tipo || 'sin content-type'}): ${r.texto.slice(0, 200)}`];
  }
  const leido = errorApiSchema.safeParse(cuerpo);
  if (!leido.success) return [`${r.estado} con un cuerpo que no es { title, status, mensaje, errors }: ${r.texto.slice(0, 300)}`];
  const { title, status, mensaje } = leido.data;
  const problemas: string[] = [];
  if (status !== r.estado) problemas.push(`${r.estado} con status ${status} en el cuerpo`);
  const ingles = STATUS_CODES[r.estado];
  for (const [campo, texto] of [['mensaje', mensaje], ['title', title]] as const) {
    // English is looked for in the server's own words; Spanish anywhere but in quotes (an echoed value may cut a word).
    const sinIngles = !INGLES.test(sinCitas(texto, enviados));
    const espanol = ESPANOL.test(texto.replace(/"[^"]*"/g, '""'));
    if (!texto.trim() || texto === ingles || !sinIngles || (campo === 'mensaje' && !espanol)) {
      problemas.push(`${r.estado} cuyo ${campo} no está en español: ${JSON.stringify(texto.slice(0, 200))}`);
    }
  }
  return problemas;
}

const CLAVES_NUMERICAS: [RegExp, keyof Marcas['numeros']][] = [
  [/^(id)?pedidos?(id)?s?$/i, 'pedido'],
  [/^(id)?carritos?(id)?s?$/i, 'carrito'],
  [/^(id)?remitos?(id)?s?$/i, 'remito'],
  [/^(id)?facturas?(id)?s?$/i, 'factura'],
];
const CLAVE_FARMACIA = /^(id)?farmacias?(id)?s?$/i;

/**
 * Another pharmacy's data in an answer: its user ids, e-mails, order guids, CUIT, GLN or business name anywhere; a
 * pharmacy id (`farmaciaId`…) that is not the caller's; an order, cart, delivery note or invoice id of another pharmacy
 * under its own key (or as the `id` of an object with a `pedidoGuid`). Values the request itself sent are not counted.
 */
function buscarAjenos(valor: unknown, clave: string, ajena: (f: number) => boolean, marcas: Marcas, enviados: Set<string>, hallados: string[], profundidad = 0): void {
  if (hallados.length >= 3 || profundidad > 30) return;
  if (Array.isArray(valor)) {
    for (const v of valor) buscarAjenos(v, clave, ajena, marcas, enviados, hallados, profundidad + 1);
    return;
  }
  if (valor && typeof valor === 'object') {
    const objeto = valor as Record<string, unknown>;
    for (const [k, v] of Object.entries(objeto)) {
      const efectiva = k === 'id' && 'pedidoGuid' in objeto ? 'pedidoId' : k;
      buscarAjenos(v, efectiva, ajena, marcas, enviados, hallados, profundidad + 1);
    }
    return;
  }
  if (enviados.has(String(valor))) return;
  if (typeof valor === 'string') {
    const farmacia = marcas.textos.get(valor);
    if (farmacia !== undefined && ajena(farmacia)) hallados.push(`"${clave}": ${JSON.stringify(valor)} es de la farmacia ${farmacia}`);
    return;
  }
  if (typeof valor !== 'number') return;
  if (CLAVE_FARMACIA.test(clave) && ajena(valor)) hallados.push(`"${clave}": ${valor} es otra farmacia`);
  const clase = CLAVES_NUMERICAS.find(([regla]) => regla.test(clave))?.[1];
  const farmacia = clase && marcas.numeros[clase].get(valor);
  if (farmacia && ajena(farmacia)) hallados.push(`"${clave}": ${valor} es un ${clase} de la farmacia ${farmacia}`);
}

/**
 * The kind of id a path segment announces: the kind itself (`pedido`, `factura/{id}`), or after "items" or "por"
 * (`ItemsRemito`, `GetFacturasPorPedidoId`). A segment that only contains one names something else: a control of an
 * order (`controlPedido/{id}`) or a recall's order (`pedidoRecall/{id}`) has ids of its own.
 */
export function claseDeSegmento(segmento: string): keyof Marcas['numeros'] | undefined {
  const m = /^(?:items|.*por)?(pedido|carrito|remito|factura)(?:id)?s?$/.exec(segmento.toLowerCase());
  return m?.[1] as keyof Marcas['numeros'] | undefined;
}

/** A 2xx on a path that names another pharmacy, group, or another pharmacy's resource. */
function rutaAjena(op: Operacion, actor: Actor, s: Solicitud, marcas: Marcas, ajena: (f: number) => boolean): string[] {
  if (esPublica(op.permiso)) return [];
  const permiso = op.permiso;
  const problemas: string[] = [];
  for (const [nombre, valor] of Object.entries(s.params)) {
    const numero = /^\d+$/.test(valor) ? Number(valor) : null;
    if (permiso.param === nombre && numero !== null) {
      if (permiso.alcance === 'farmacia' && ajena(numero)) problemas.push(`2xx sobre la farmacia ${numero} de la ruta`);
      if (permiso.alcance === 'grupo' && !actor.grupos.includes(numero)) problemas.push(`2xx sobre el grupo ${numero} de la ruta`);
    }
    if (permiso.alcance !== 'recurso') continue;
    const deTexto = marcas.textos.get(valor);
    if (deTexto !== undefined && ajena(deTexto)) problemas.push(`2xx sobre ${valor}, de la farmacia ${deTexto}`);
    // The kind of a numeric id: the nearest segment before it that names one (ItemsRemito/{id} → remito).
    const previos = op.ruta.slice(0, op.ruta.indexOf(`{${nombre}}`)).split('/').reverse();
    const clase = previos.map(claseDeSegmento).find(Boolean);
    const farmacia = numero !== null && clase ? marcas.numeros[clase].get(numero) : undefined;
    if (farmacia !== undefined && ajena(farmacia)) problemas.push(`2xx sobre el ${clase} ${numero}, de la farmacia ${farmacia}`);
  }
  return problemas;
}

/** Everything wrong with one answer; empty when it is acceptable. */
export function violaciones(op: Operacion, actor: Actor, s: Solicitud, r: Respuesta, marcas: Marcas): string[] {
  if (r.estado >= 500) return [`${r.estado}: ${r.texto.slice(0, 300)}`];
  if (r.estado >= 400) return revisarError(r, s.enviados);
  if (r.estado < 200 || r.estado >= 300) return [];
  const publica = esPublica(op.permiso);
  if (!publica && (actor.papel === 'anonimo' || actor.papel === 'sin-rol')) return [`${r.estado} a ${actor.userName ?? 'un anónimo'}, que no tiene acceso`];
  const ajena = (f: number) => !actor.farmacias.includes(f);
  const problemas = rutaAjena(op, actor, s, marcas, ajena);
  if (/json/i.test(r.tipo) && r.texto) {
    let cuerpo: unknown;
    try {
      cuerpo = JSON.parse(r.texto);
    } catch {
      return [...problemas, `${r.estado} declarado JSON que no lo es: ${r.texto.slice(0, 200)}`];
    }
    const hallados: string[] = [];
    buscarAjenos(cuerpo, '', ajena, marcas, s.enviados, hallados);
    problemas.push(...hallados.map((h) => `datos de otra farmacia en la respuesta ${r.estado}: ${h}`));
  }
  return problemas;
}
