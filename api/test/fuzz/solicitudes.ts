import fc from 'fast-check';
import { OPERADORES } from '../../src/listas/index.js';
import { caracterRaro, generar, textoEnorme, textoUnicode, type EsquemaJson, type Modo, type Pistas } from './esquemas.js';
import type { Operacion, Parametro } from './operaciones.js';
import * as reloj from '../../src/reloj.js';

/** One HTTP request of the fuzzer, ready for fetch. */
export interface Solicitud {
  metodo: string;
  /** Path and query string, percent-encoded: `/api/pedido/12?x=1`. */
  camino: string;
  cabeceras: Record<string, string>;
  cuerpo?: string;
  modo: Modo;
  /** Which part is broken in a `malformado` request. */
  parte: string;
  /** Path parameters as sent (decoded). */
  params: Record<string, string>;
  /** Every value the request carried, as text: an answer may echo these without leaking anything. */
  enviados: Set<string>;
}

const NO_RESERVADO = /[A-Za-z0-9\-._~]/;

/** Percent-encodes every UTF-8 byte but the unreserved ones (a lone surrogate goes as U+FFFD, as any client sends it). */
export function codificar(texto: string): string {
  let salida = '';
  for (const byte of Buffer.from(texto, 'utf8')) {
    const c = String.fromCharCode(byte);
    salida += byte < 0x80 && NO_RESERVADO.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return salida;
}

const comoTexto = (valor: unknown): string =>
  typeof valor === 'string' ? valor : typeof valor === 'number' || typeof valor === 'boolean' || valor === null ? String(valor) : JSON.stringify(valor);

function escalares(valor: unknown, destino: Set<string>, profundidad = 0): void {
  if (profundidad > 20) return;
  if (Array.isArray(valor)) valor.slice(0, 2_000).forEach((v) => escalares(v, destino, profundidad + 1));
  else if (valor && typeof valor === 'object') Object.values(valor).forEach((v) => escalares(v, destino, profundidad + 1));
  else if (valor !== undefined) destino.add(String(valor));
}

/** Path segments no schema produces: raw or broken percent-encodings, overlong NUL, traversal, numbers in odd spellings. */
const SEGMENTOS_CRUDOS = [
  '%00', '1%00', '%', '%zz', '%C0%80', '%FF', '%ED%A0%80', '%2F', '..%2F..%2Fetc', '%2e%2e', '%20', '+1', '-1', '0', '-0', '1.5', '1e3', '0x10',
  '00001', '%EF%BC%91', '2147483648', '4294967296', '9007199254740993', '99999999999999999999', 'NaN', 'Infinity', 'null', 'undefined',
];

/** The list-query values of SPEC §7 a caller may write: dates both ways, numbers, booleans, null and its escape. */
const VALORES_LISTA = [
  '2026-01-31', '31/01/2026', '2026-02-30', '29/02/2025', '0000-00-00', '9999-12-31', '1/1/1', 'null', '\\null', 'true', 'false', 'sí', 'SI', '2',
  '1', '-1', '1.5', '1,5', '-0', '2147483648', '9007199254740993', '1e400', '٣', '%', '_', '\\', '\\,', '\\|', '\\\\', 'a\\', '*', "'",
];

/** A list's fields by name, with the type its answer gives each (undefined when the document does not say). */
export type CamposLista = Record<string, EsquemaJson | undefined>;

const FECHAS = ['2026-01-31', '31/01/2026', '1/2/2026', '2024-02-29', '1900-01-01', '9999-12-31'];

/** A value of the field's own type, as a caller writes it in `filters`: what lets a valid condition match real rows. */
function valorDeCampo(nombre: string, esquema: EsquemaJson | undefined, pistas: Pistas): fc.Arbitrary<string> {
  const tipo = Array.isArray(esquema?.type) ? esquema.type.find((t) => t !== 'null') : esquema?.type;
  const { enteros, textos } = pistas(nombre);
  if (tipo === 'boolean') return fc.constantFrom('true', 'false', 'sí', 'no', '1', '0');
  if (tipo === 'integer' || tipo === 'number') return fc.oneof(fc.constantFrom(...enteros.map(String)), fc.integer({ min: -5, max: 2_000 }).map(String));
  if (/fecha|date/i.test(nombre) || /date/.test(esquema?.format ?? '')) return fc.constantFrom(...FECHAS);
  const ejemplos = textos.length ? textos : ['demo'];
  return fc.oneof(fc.constantFrom(...ejemplos), fc.constantFrom(...ejemplos).map((t) => t.slice(0, 3)), fc.string({ minLength: 1, maxLength: 6 }));
}

/** The operators SPEC §7 gives a field of this type: equality for booleans, comparisons for numbers and dates, all for text. */
function operadorDeCampo(nombre: string, esquema: EsquemaJson | undefined): fc.Arbitrary<string> {
  const tipo = Array.isArray(esquema?.type) ? esquema.type.find((t) => t !== 'null') : esquema?.type;
  if (tipo === 'boolean') return fc.constantFrom('==', '!=');
  const comparaciones = OPERADORES.filter((op) => !['@=', '_=', '=_'].includes(op));
  if (tipo === 'integer' || tipo === 'number' || /fecha|date/i.test(nombre)) return fc.constantFrom(...comparaciones);
  return fc.constantFrom(...OPERADORES);
}

/** `filters` in the list syntax (conditions by `,`, values by `|`, `(a|b)` for several fields), from sound to broken. */
export function filtros(campos: CamposLista, pistas: Pistas, modo: Modo): fc.Arbitrary<string> {
  const conocidos = Object.keys(campos).length ? Object.keys(campos) : ['id', 'nombre', 'fecha'];
  const operador = fc.oneof(
    { arbitrary: fc.constantFrom(...OPERADORES), weight: 8 },
    { arbitrary: fc.constantFrom('=', '===', '<>', '!', '=>', '', '@'), weight: modo === 'valido' ? 0 : 2 },
  );
  const { enteros, textos } = pistas('');
  const valorCualquiera = fc.oneof(
    { arbitrary: fc.constantFrom(...VALORES_LISTA), weight: 4 },
    { arbitrary: fc.constantFrom(...enteros.map(String), ...textos), weight: 3 },
    { arbitrary: textoUnicode(12), weight: 2 },
    { arbitrary: fc.tuple(fc.string({ maxLength: 6 }), caracterRaro).map(([t, c]) => t + c), weight: modo === 'malformado' ? 3 : 0 },
    { arbitrary: textoEnorme.map((t) => t.slice(0, 5_000)), weight: modo === 'malformado' ? 1 : 0 },
  );
  const espacio = fc.constantFrom('', '', ' ', '  ');
  // One field (its name as listed, or in capitals: names match regardless of case), an operator and values of its type.
  const sobreUnCampo = fc.constantFrom(...conocidos).chain((nombre) => {
    const propio = valorDeCampo(nombre, campos[nombre], pistas);
    return fc
      .tuple(
        fc.constantFrom(nombre, nombre, nombre.toUpperCase()),
        modo === 'valido' ? operadorDeCampo(nombre, campos[nombre]) : operador,
        fc.array(modo === 'valido' ? propio : fc.oneof(propio, valorCualquiera), { minLength: 1, maxLength: 3 }),
      )
      .map(([c, op, vs]): [string, string, string[]] => [c, op, vs]);
  });
  const variosCampos = fc
    .tuple(fc.array(fc.constantFrom(...conocidos), { minLength: 1, maxLength: 3 }), fc.array(valorCualquiera, { minLength: 1, maxLength: 3 }))
    .chain(([cs, vs]) => operador.map((op): [string, string, string[]] => [`(${cs.join('|')})`, op, vs]));
  const camposRaros = fc
    .tuple(fc.oneof(fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }), fc.constantFrom('', 'a.b', '__proto__', 'id)', '(id')), fc.array(valorCualquiera, { minLength: 1, maxLength: 2 }))
    .chain(([c, vs]) => operador.map((op): [string, string, string[]] => [c, op, vs]));
  const condicion = fc
    .tuple(
      fc.oneof({ arbitrary: sobreUnCampo, weight: 6 }, { arbitrary: variosCampos, weight: 1 }, { arbitrary: camposRaros, weight: modo === 'valido' ? 0 : 2 }),
      espacio,
      espacio,
    )
    .map(([[c, op, vs], e1, e2]) => `${c}${e1}${op}${e2}${vs.join('|')}`);
  const bien = fc.array(condicion, { minLength: 1, maxLength: modo === 'valido' ? 2 : 4 }).map((cs) => cs.join(','));
  if (modo === 'valido') return bien;
  return fc.oneof(
    { arbitrary: bien, weight: 5 },
    { arbitrary: fc.constantFrom('', ',', ',,', '|', '(', '()', '(a|', '==', 'a==', 'a==|', 'a==b|', '\\', 'a==\\'), weight: 2 },
    { arbitrary: bien.map((f) => f.padEnd(4_001, ',')), weight: 1 },
  );
}

/** `sorts`: fields by commas, `-` for descending. */
export function orden(campos: CamposLista, modo: Modo): fc.Arbitrary<string> {
  const conocidos = Object.keys(campos).length ? Object.keys(campos) : ['id'];
  const campo = fc.oneof(
    { arbitrary: fc.constantFrom(...conocidos), weight: 6 },
    { arbitrary: fc.string({ maxLength: 10, unit: 'grapheme' }), weight: modo === 'valido' ? 0 : 2 },
    { arbitrary: fc.constantFrom('-', '--id', 'id desc', 'id;drop', '1', '\u0000'), weight: modo === 'valido' ? 0 : 1 },
  );
  const bien = fc.array(fc.tuple(fc.constantFrom('', '-', ' -', ''), campo), { minLength: 1, maxLength: 3 }).map((xs) => xs.map(([s, c]) => s + c).join(','));
  return modo === 'malformado' ? fc.oneof(bien, fc.constant('x'.repeat(501))) : bien;
}

/** Headers the API reads (SPEC §7 and the product list's cache) with values a client could send. */
const cabeceraSegura = fc.string({ maxLength: 40, unit: fc.constantFrom(...'abcXYZ019 -_.:/=;,"\'()áé'.split('')) });
function cabeceras(modo: Modo): fc.Arbitrary<Record<string, string>> {
  const valor = (normal: fc.Arbitrary<string>, enorme = false) =>
    modo === 'malformado'
      ? fc.oneof(
          { arbitrary: normal, weight: 4 },
          { arbitrary: cabeceraSegura, weight: 3 },
          { arbitrary: fc.constantFrom('x'.repeat(4_000), ' ', 'undefined', '-1'), weight: 2 },
          // Past node's 16 KB of headers: answered by the HTTP layer before any route (one header only, so it stays rare).
          ...(enorme ? [{ arbitrary: fc.constant('x'.repeat(20_000)), weight: 1 }] : []),
        )
      : normal;
  return fc.record(
    {
      connectionid: valor(fc.uuid()),
      'x-client-version': valor(fc.constantFrom('1.0.0', 'abc1234', '0'), true),
      'if-modified-since': valor(fc.constantFrom(new Date(0).toUTCString(), reloj.ahora().toUTCString(), 'Thu, 01 Jan 2099 00:00:00 GMT', 'ayer', '')),
      'accept-encoding': valor(fc.constantFrom('gzip', 'br', 'gzip, deflate, br', 'identity', '*', 'zstd')),
    },
    { requiredKeys: [] },
  );
}

/** Raw bodies no schema produces: broken JSON, JSON oddities, other media types, a body past the 2 MB limit. */
const CUERPOS_CRUDOS: [string | undefined, string][] = [
  ['application/json', '{"a":'],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '""'],
  ['application/json', '1e999'],
  ['application/json', '[1e999, -1e999]'],
  ['application/json', '123456789012345678901234567890'],
  ['application/json', '{"__proto__":{"farmaciaId":1002,"roles":["Administrador"]}}'],
  ['application/json', '{"constructor":{"prototype":{"farmaciaId":1002}}}'],
  ['application/json', '\ufeff{}'],
  ['application/json', '{"a":1,"a":2}'],
  ['application/json', '{"a":"\\u0000"}'],
  ['application/json', '["\\ud800"]'],
  ['application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['application/json', `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`],
  ['application/json; charset=latin1', '{}'],
  ['application/json', '{"a":1}garbage'],
  ['text/plain', 'hola'],
  ['application/x-www-form-urlencoded', 'a=1&b=%00&c[]=2'],
  ['application/xml', '<a/>'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  [undefined, '{"a":1}'],
];

interface Opciones {
  pistas: Pistas;
  /** Fields of a list operation's `filters` and `sorts`. */
  camposLista: CamposLista;
}

/** The name `pistas` is asked about for a path parameter: the scope's kind, or the route with the parameter marked. */
function nombreParametro(op: Operacion, p: Parametro): string {
  if ('alcance' in op.permiso && op.permiso.param === p.nombre) return op.permiso.alcance;
  return op.ruta.slice(0, op.ruta.indexOf(`{${p.nombre}}`) + p.nombre.length + 2);
}

function segmento(op: Operacion, p: Parametro, modo: Modo, opciones: Opciones): fc.Arbitrary<{ crudo: string; valor: string }> {
  const generado = generar(p.esquema, modo, { pistas: opciones.pistas, nombre: nombreParametro(op, p) }).map((v) => {
    const valor = comoTexto(v);
    return { crudo: codificar(valor), valor };
  });
  if (modo !== 'malformado') return generado;
  return fc.oneof(
    { arbitrary: generado, weight: 3 },
    { arbitrary: fc.constantFrom(...SEGMENTOS_CRUDOS).map((crudo) => ({ crudo, valor: crudo })), weight: 3 },
    { arbitrary: generado.map(({ crudo, valor }) => ({ crudo: `${crudo}%00`, valor: `${valor}\u0000` })), weight: 1 },
    { arbitrary: textoEnorme.map((t) => ({ crudo: codificar(t.slice(0, 10_000)), valor: t.slice(0, 10_000) })), weight: 1 },
  );
}

function valorConsulta(p: Parametro, modo: Modo, opciones: Opciones): fc.Arbitrary<string> {
  if (p.nombre === 'filters') return filtros(opciones.camposLista, opciones.pistas, modo);
  if (p.nombre === 'sorts') return orden(opciones.camposLista, modo);
  return generar(p.esquema, modo, { pistas: opciones.pistas, nombre: p.nombre }).map(comoTexto);
}

/** The query string: declared parameters (required ones always), and in a broken one repeated or unknown names too. */
function consulta(op: Operacion, modo: Modo, opciones: Opciones): fc.Arbitrary<[string, string][]> {
  const declarados = op.parametros.filter((p) => p.en === 'query');
  const pares = fc
    .tuple(...declarados.map((p) => (p.requerido ? valorConsulta(p, modo, opciones) : fc.option(valorConsulta(p, modo, opciones), { nil: undefined, freq: 3 }))))
    .map((valores) => valores.flatMap((v, i) => (v === undefined ? [] : [[declarados[i]!.nombre, v] as [string, string]])));
  if (modo !== 'malformado') return pares;
  const extra = fc.oneof(
    fc.tuple(fc.constantFrom(...declarados.map((p) => p.nombre), 'page'), fc.constantFrom('1', '2', '')),
    fc.tuple(fc.constantFrom('farmaciaId', 'userId', '__proto__[x]', 'a\u0000', 'filters[]', ''), textoUnicode(10)),
  );
  return fc.tuple(pares, fc.array(extra, { maxLength: 3 })).map(([a, b]) => [...a, ...b]);
}

/**
 * Requests for one operation: valid ones (most of them, so the handler does real work on seed rows), boundary ones,
 * and malformed ones in which exactly one part (path, query, body, raw body or headers) is broken.
 */
export function solicitudes(op: Operacion, opciones: Opciones): fc.Arbitrary<Solicitud> {
  const conParams = op.parametros.some((p) => p.en === 'path');
  const partes = [
    ...(conParams ? ['path'] : []),
    'query',
    ...(op.cuerpo ? ['body'] : []),
    ...(op.metodo !== 'GET' ? ['cuerpo-crudo'] : []),
    'cabeceras',
  ];
  const modoYParte = fc.oneof(
    { arbitrary: fc.constant<[Modo, string]>(['valido', '']), weight: 5 },
    { arbitrary: fc.constant<[Modo, string]>(['limite', '']), weight: 2 },
    { arbitrary: fc.constantFrom(...partes).map((parte): [Modo, string] => ['malformado', parte]), weight: 4 },
  );
  return modoYParte.chain(([modo, parte]) => {
    const modoDe = (nombre: string): Modo => (modo === 'malformado' ? (parte === nombre ? 'malformado' : 'valido') : modo);
    const pathParams = op.parametros.filter((p) => p.en === 'path');
    const cuerpoSchema = op.cuerpo?.esquema;
    const cuerpo: fc.Arbitrary<{ tipo?: string; texto?: string; valor?: unknown }> =
      parte === 'cuerpo-crudo'
        ? fc.constantFrom(...CUERPOS_CRUDOS).map(([tipo, texto]) => ({ tipo, texto }))
        : cuerpoSchema
          ? (op.cuerpo?.requerido
              ? generar(cuerpoSchema, modoDe('body'), { pistas: opciones.pistas, nombre: '' })
              : fc.option(generar(cuerpoSchema, modoDe('body'), { pistas: opciones.pistas, nombre: '' }), { nil: undefined, freq: 4 })
            ).map((valor) => (valor === undefined ? {} : { tipo: 'application/json', texto: JSON.stringify(valor), valor }))
          : fc.constant({});
    return fc
      .tuple(
        fc.tuple(...pathParams.map((p) => segmento(op, p, modoDe('path'), opciones))),
        consulta(op, modoDe('query'), opciones),
        cuerpo,
        modo === 'valido' ? fc.constant({}) : cabeceras(modoDe('cabeceras')),
      )
      .map(([segmentos, query, c, cabecerasExtra]): Solicitud => {
        const params: Record<string, string> = {};
        const enviados = new Set<string>();
        let camino = op.ruta;
        pathParams.forEach((p, i) => {
          params[p.nombre] = segmentos[i]!.valor;
          enviados.add(segmentos[i]!.valor);
          camino = camino.replace(`{${p.nombre}}`, segmentos[i]!.crudo);
        });
        if (query.length) camino += `?${query.map(([k, v]) => `${codificar(k)}=${codificar(v)}`).join('&')}`;
        query.forEach(([, v]) => enviados.add(v));
        escalares(c.valor, enviados);
        const cab: Record<string, string> = { ...cabecerasExtra };
        if (c.tipo) cab['content-type'] = c.tipo;
        return { metodo: op.metodo, camino, cabeceras: cab, cuerpo: c.texto, modo, parte, params, enviados };
      });
  });
}

/** A request in a few lines for a failure message: long values cut, control characters shown escaped. */
export function describirSolicitud(s: Solicitud): string {
  const corto = (t: string) => JSON.stringify(t.length > 300 ? `${t.slice(0, 300)}… (${t.length} caracteres)` : t);
  const cab = Object.entries(s.cabeceras).map(([k, v]) => `${k}: ${corto(v)}`);
  return [`${s.metodo} ${corto(s.camino)} [${s.modo}${s.parte ? `: ${s.parte}` : ''}]`, ...cab, ...(s.cuerpo !== undefined ? [`cuerpo ${corto(s.cuerpo)}`] : [])].join('\n  ');
}
