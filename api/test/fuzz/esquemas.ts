import fc from 'fast-check';

/**
 * The JSON Schema subset zod 4 exports (`z.toJSONSchema`, which is how fastify-type-provider-zod writes the OpenAPI
 * document): what each route's zod schema says about its params, query and body, turned into fast-check arbitraries.
 */
export interface EsquemaJson {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, EsquemaJson>;
  required?: string[];
  additionalProperties?: boolean | EsquemaJson;
  items?: EsquemaJson;
  prefixItems?: EsquemaJson[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: EsquemaJson[];
  oneOf?: EsquemaJson[];
  allOf?: EsquemaJson[];
  default?: unknown;
}

/**
 * - `valido`: what the schema admits, mostly with values that exist in the seed (so the handler does real work).
 * - `limite`: the edges the schema still admits (exact lengths and counts, extreme numbers, odd but legal text).
 * - `malformado`: one place of the value broken: another type, past a bound, control characters, huge sizes.
 */
export type Modo = 'valido' | 'limite' | 'malformado';

/** Values of the seed worth sending for a field, by its name (see `pistas` in contexto.ts). */
export type Pistas = (nombre: string) => { enteros: readonly number[]; textos: readonly string[] };

export interface Contexto {
  pistas: Pistas;
  /** The name of the nearest property or parameter: what `pistas` is asked about. */
  nombre: string;
}

const MAX_SEGURO = Number.MAX_SAFE_INTEGER;
/** Edges of the integer types a server may narrow a number to without noticing (int4, int8, float). */
const NUMEROS_EXTREMOS = [
  0, -0, 1, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 32, 2 ** 32 + 1, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 2 ** 63,
  2 ** 64, 1e21, -1e21, 1e308, -1e308, Number.MIN_VALUE,
];
const NUMEROS_FRACCIONARIOS = [0.5, 1.5, -1.5, 0.1, 2.000001, 1e-7, -1e-7, 99999999.5];

/** Characters that break naive code: NUL, C0/C1 controls, line separators, BOM, bidi overrides, lone surrogates. */
const CONTROLES = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u000b', '\u000c', '\u001b', '\u001e', '\u001f', '\u007f', '\u0085', '\u009f'];
const RAROS = ['\u2028', '\u2029', '\ufeff', '\u202e', '\u200b', '\u200d', '\ud800', '\udfff', '\ufffd', '\uffff', '\u0301', '\u{1f600}', '\u{1f1e6}\u{1f1f7}', '\u{10ffff}'];
/** Text that trips interpreters: SQL, LIKE patterns, JSON, templates, paths, HTML. */
const TEXTOS_HOSTILES = [
  "' OR '1'='1",
  "'; DROP TABLE usuario; --",
  '%',
  '_',
  '\\',
  '%_%\\',
  '${process.env}',
  '{{7*7}}',
  '../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  '"},"x":{"',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '   ',
  '',
];
/** Spanish text as users type it. */
const TEXTOS_ES = ['Ñandú', 'ibuprofeno 400', 'Farmacia San Martín', 'María José', 'ÁÉÍÓÚ áéíóú ü ñ', 'señor@farmacias.example', 'año 2026'];

/** NUL weighs a third: it is the one PostgreSQL refuses in text, so the one that turns into a 500 when it gets through. */
export const caracterRaro = fc.oneof({ arbitrary: fc.constant('\u0000'), weight: 1 }, { arbitrary: fc.constantFrom(...CONTROLES, ...RAROS), weight: 2 });

/** Printable text of every script, with now and then a control character, a lone surrogate or a bidi override. */
export const textoUnicode = (maxLength = 40) =>
  fc.string({ maxLength, unit: fc.oneof({ arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }), weight: 8 }, { arbitrary: caracterRaro, weight: 1 }) });

/** A text with a forbidden character somewhere inside a plausible value. */
const conCaracterRaro = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, caracterRaro, fc.nat()).map(([texto, raro, i]) => {
    const p = texto.length ? i % (texto.length + 1) : 0;
    return texto.slice(0, p) + raro + texto.slice(p);
  });

/** Long texts: past any sane field, past fastify's 100-character parameter limit, and near the body limit. */
export const textoEnorme = fc
  .tuple(fc.constantFrom(101, 1_025, 10_000, 70_000, 300_000), fc.constantFrom('x', 'ñ', '9', '\u{1f600}', 'a\u0000'))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)).slice(0, n));

function tipos(s: EsquemaJson): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.enum || s.const !== undefined) return [typeof (s.enum?.[0] ?? s.const)];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

function limitesNumero(s: EsquemaJson, entero: boolean): { min: number; max: number } {
  const paso = entero ? 1 : Number.EPSILON;
  let min = s.minimum ?? -MAX_SEGURO;
  let max = s.maximum ?? MAX_SEGURO;
  if (s.exclusiveMinimum !== undefined) min = Math.max(min, s.exclusiveMinimum + paso);
  if (s.exclusiveMaximum !== undefined) max = Math.min(max, s.exclusiveMaximum - paso);
  return { min: entero ? Math.ceil(min) : min, max: entero ? Math.floor(max) : max };
}

const enRango = (n: number, { min, max }: { min: number; max: number }) => n >= min && n <= max;

/** Any JSON value of another kind than the schema's: the type confusion every handler must refuse with a 400. */
export function otroTipo(s: EsquemaJson): fc.Arbitrary<unknown> {
  const propios = new Set(tipos(s));
  const candidatos: [string, fc.Arbitrary<unknown>][] = [
    ['null', fc.constant(null)],
    ['boolean', fc.boolean()],
    ['integer', fc.constantFrom(0, -1, 7, 2 ** 31, 2 ** 53)],
    ['number', fc.constantFrom(1.5, -0.25, 1e308)],
    ['string', fc.constantFrom('', '1', 'true', 'null', '[]', '{}', 'abc', '\u0000')],
    ['array', fc.constantFrom([], [1], ['a'], [null], [[]], [{}])],
    ['object', fc.constantFrom({}, { a: 1 }, { '': null }, { length: 1 })],
  ];
  const ajenos = candidatos.filter(([t]) => !propios.has(t) && !(t === 'integer' && propios.has('number'))).map(([, a]) => a);
  return fc.oneof(...ajenos);
}

function pistasEnteras(s: EsquemaJson, ctx: Contexto): number[] {
  const rango = limitesNumero(s, true);
  return ctx.pistas(ctx.nombre).enteros.filter((n) => enRango(n, rango));
}

function entero(s: EsquemaJson, modo: Modo, ctx: Contexto): fc.Arbitrary<unknown> {
  const rango = limitesNumero(s, true);
  if (modo === 'malformado') {
    const fuera = [rango.min - 1, rango.max + 1, ...NUMEROS_EXTREMOS].filter((n) => !enRango(n, rango) || !Number.isSafeInteger(n));
    return fc.oneof(
      { arbitrary: fc.constantFrom(...fuera, ...NUMEROS_FRACCIONARIOS), weight: 4 },
      { arbitrary: fc.constantFrom('1', '', ' 1', '1e3', '0x10', '٣', String(2 ** 31)), weight: 1 },
      { arbitrary: otroTipo(s), weight: 2 },
    );
  }
  const extremos = [rango.min, rango.max, rango.min + 1, rango.max - 1, ...NUMEROS_EXTREMOS].filter((n) => enRango(n, rango) && Number.isInteger(n));
  if (modo === 'limite') return fc.constantFrom(...extremos);
  const pistas = pistasEnteras(s, ctx);
  const desde = Math.max(rango.min, -1000);
  const hasta = Math.min(rango.max, desde + 101_000, 2 ** 31 - 1);
  const opciones: fc.WeightedArbitrary<unknown>[] = [{ arbitrary: fc.constantFrom(...extremos), weight: 1 }];
  if (desde <= hasta) opciones.push({ arbitrary: fc.integer({ min: desde, max: hasta }), weight: 2 });
  // Seed values win most draws: an item of a list must be a real row for the list to get past the handler's checks.
  if (pistas.length) opciones.push({ arbitrary: fc.constantFrom(...pistas), weight: 12 });
  return fc.oneof(...opciones);
}

function numero(s: EsquemaJson, modo: Modo, ctx: Contexto): fc.Arbitrary<unknown> {
  const rango = limitesNumero(s, false);
  if (modo === 'malformado') {
    const fuera = [rango.min - 1, rango.max + 1, ...NUMEROS_EXTREMOS].filter((n) => !enRango(n, rango));
    return fc.oneof(
      ...(fuera.length ? [{ arbitrary: fc.constantFrom(...fuera), weight: 3 }] : []),
      { arbitrary: fc.constantFrom('1.5', '', '1,5', 'NaN'), weight: 1 },
      { arbitrary: otroTipo(s), weight: 2 },
    );
  }
  const extremos = [rango.min, rango.max, ...NUMEROS_EXTREMOS, ...NUMEROS_FRACCIONARIOS].filter((n) => enRango(n, rango));
  if (modo === 'limite') return fc.constantFrom(...extremos);
  return fc.oneof(
    { arbitrary: fc.double({ min: Math.max(rango.min, -1e6), max: Math.min(rango.max, 1e7), noNaN: true, noDefaultInfinity: true }), weight: 3 },
    { arbitrary: entero(s, 'valido', ctx), weight: 2 },
  );
}

function dentroDeLargo(s: EsquemaJson) {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 10_000;
  return (t: string) => t.length >= min && t.length <= max;
}

function textoValido(s: EsquemaJson, ctx: Contexto): fc.Arbitrary<string> {
  const cabe = dentroDeLargo(s);
  if (s.enum) return fc.constantFrom(...(s.enum as string[]));
  if (s.const !== undefined) return fc.constant(String(s.const));
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, min + 40);
  const opciones: fc.WeightedArbitrary<string>[] = [];
  if (s.pattern) opciones.push({ arbitrary: fc.stringMatching(new RegExp(s.pattern)).filter(cabe), weight: 6 });
  else if (s.format === 'uuid') opciones.push({ arbitrary: fc.uuid(), weight: 3 });
  else if (s.format === 'email') opciones.push({ arbitrary: fc.emailAddress().filter(cabe), weight: 3 });
  else {
    opciones.push(
      { arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 2 },
      { arbitrary: fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }), weight: 2 },
      { arbitrary: fc.constantFrom(...TEXTOS_ES).filter(cabe), weight: 1 },
    );
  }
  const pistas = ctx.pistas(ctx.nombre).textos.filter(cabe).filter((t) => !s.pattern || new RegExp(s.pattern).test(t));
  if (pistas.length) opciones.push({ arbitrary: fc.constantFrom(...pistas), weight: 12 });
  return fc.oneof(...opciones).filter(cabe);
}

function texto(s: EsquemaJson, modo: Modo, ctx: Contexto): fc.Arbitrary<unknown> {
  const valido = textoValido(s, ctx);
  if (modo === 'valido') return valido;
  const min = s.minLength ?? 0;
  if (modo === 'limite') {
    const bordes: fc.Arbitrary<string>[] = [
      fc.constantFrom('', ' ', '   ', '\t').filter(dentroDeLargo(s)),
      valido.map((t) => ` ${t} `).filter(dentroDeLargo(s)),
      textoUnicode(Math.min(s.maxLength ?? 40, 40)).filter(dentroDeLargo(s)),
      fc.constantFrom(...TEXTOS_HOSTILES).filter(dentroDeLargo(s)),
    ];
    if (s.maxLength !== undefined && s.maxLength <= 300_000) {
      // Exactly at the limit, in one-byte, two-byte and astral (two UTF-16 units) characters.
      bordes.push(fc.constantFrom('x', 'ñ', '\u{1f600}').map((c) => c.repeat(Math.ceil(s.maxLength! / c.length)).slice(0, s.maxLength)));
    }
    if (min > 0) bordes.push(fc.constant('x'.repeat(min)));
    return fc.oneof(...bordes);
  }
  const rotos: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: conCaracterRaro(valido), weight: 4 },
    { arbitrary: textoEnorme, weight: 2 },
    { arbitrary: fc.constantFrom(...TEXTOS_HOSTILES), weight: 2 },
    { arbitrary: otroTipo(s), weight: 2 },
  ];
  if (s.maxLength !== undefined) rotos.push({ arbitrary: fc.constant('x'.repeat(s.maxLength + 1)), weight: 1 });
  if (min > 0) rotos.push({ arbitrary: fc.constant('x'.repeat(min - 1)), weight: 1 });
  if (s.enum) {
    const enumTextos = s.enum as string[];
    rotos.push({
      arbitrary: fc.constantFrom(...enumTextos).chain((v) => fc.constantFrom(v.toLowerCase(), v.toUpperCase(), ` ${v}`, `${v}\u0000`, `${v}x`)),
      weight: 3,
    });
  }
  return fc.oneof(...rotos);
}

function booleano(s: EsquemaJson, modo: Modo): fc.Arbitrary<unknown> {
  if (modo !== 'malformado') return fc.boolean();
  return fc.oneof(fc.constantFrom('true', 'false', 'sí', 1, 0, ''), otroTipo(s));
}

/** Property names a client should never get to define: prototype pollution, empty, unicode, NUL. */
const CLAVES_AJENAS = ['__proto__', 'constructor', 'prototype', 'campoExtra', '', 'ñandú', 'a\u0000b', '$where', 'farmaciaId', 'FarmaciaId', 'userId', 'roles'];

/** Sets `clave` as an own, enumerable property (so `__proto__` is sent in the JSON instead of changing the prototype). */
function conClave(objeto: Record<string, unknown>, clave: string, valor: unknown): Record<string, unknown> {
  const copia = { ...objeto };
  Object.defineProperty(copia, clave, { value: valor, enumerable: true, configurable: true, writable: true });
  return copia;
}

function objeto(s: EsquemaJson, modo: Modo, ctx: Contexto): fc.Arbitrary<unknown> {
  const propiedades = s.properties ?? {};
  const requeridas = s.required ?? [];
  const claves = Object.keys(propiedades);
  const registro = (modoHijos: Modo, todas: boolean) =>
    fc.record(
      Object.fromEntries(claves.map((k) => [k, generar(propiedades[k]!, modoHijos, { ...ctx, nombre: k })])),
      { requiredKeys: todas ? claves : requeridas },
    ) as fc.Arbitrary<Record<string, unknown>>;
  if (modo === 'valido') return registro('valido', false);
  if (modo === 'limite') return fc.oneof(registro('limite', true), registro('valido', true), registro('limite', false));
  const valido = registro('valido', false);
  const rotos: fc.Arbitrary<unknown>[] = [
    otroTipo(s),
    fc.tuple(valido, fc.constantFrom(...CLAVES_AJENAS), fc.jsonValue({ maxDepth: 2 })).map(([o, k, v]) => conClave(o, k, v)),
  ];
  if (claves.length) {
    // One property broken, the others valid: the error is that property's alone.
    rotos.push(
      fc.constantFrom(...claves).chain((k) =>
        fc.tuple(valido, generar(propiedades[k]!, 'malformado', { ...ctx, nombre: k })).map(([o, v]) => conClave(o, k, v)),
      ),
    );
  }
  if (requeridas.length) {
    rotos.push(
      fc.tuple(valido, fc.constantFrom(...requeridas)).map(([o, k]) => {
        const copia = { ...o };
        delete copia[k];
        return copia;
      }),
    );
  }
  return fc.oneof(...rotos);
}

function lista(s: EsquemaJson, modo: Modo, ctx: Contexto): fc.Arbitrary<unknown> {
  const item = s.items ?? {};
  const min = s.minItems ?? 0;
  const max = s.maxItems ?? 1_000;
  if (modo === 'valido') return fc.array(generar(item, 'valido', ctx), { minLength: min, maxLength: Math.min(max, min + 8) });
  if (modo === 'limite') {
    const bordes: fc.Arbitrary<unknown>[] = [fc.array(generar(item, 'limite', ctx), { minLength: min, maxLength: Math.min(max, min + 4) })];
    // The largest list the schema admits, built from a few items repeated (as a big import or a bulk update would).
    bordes.push(fc.array(generar(item, 'valido', ctx), { minLength: 1, maxLength: 5 }).map((xs) => Array.from({ length: max }, (_, i) => xs[i % xs.length])));
    if (min === 0) bordes.push(fc.constant([]));
    return fc.oneof(...bordes);
  }
  const rotos: fc.Arbitrary<unknown>[] = [
    otroTipo(s),
    fc
      .tuple(fc.array(generar(item, 'valido', ctx), { minLength: Math.max(min, 1), maxLength: Math.min(max, min + 4) }), generar(item, 'malformado', ctx), fc.nat())
      .map(([xs, malo, i]) => {
        const copia = [...xs];
        copia[i % copia.length] = malo;
        return copia;
      }),
    // Past maxItems (or, with no bound, far more than a client sends), and below minItems.
    fc.array(generar(item, 'valido', ctx), { minLength: 1, maxLength: 3 }).map((xs) => Array.from({ length: max + 1 }, (_, i) => xs[i % xs.length])),
  ];
  if (min > 0) rotos.push(fc.constant([]));
  return fc.oneof(...rotos);
}

const POR_TIPO: Record<string, (s: EsquemaJson, modo: Modo, ctx: Contexto) => fc.Arbitrary<unknown>> = {
  integer: entero,
  number: numero,
  string: texto,
  boolean: booleano,
  object: objeto,
  array: lista,
};

/** The arbitrary of one schema in one mode; `ctx.nombre` picks the seed values worth trying. */
export function generar(s: EsquemaJson, modo: Modo, ctx: Contexto): fc.Arbitrary<unknown> {
  const alternativas = s.anyOf ?? s.oneOf;
  if (alternativas?.length) {
    const ramas = alternativas.map((r) => generar(r, modo, ctx));
    return modo === 'malformado' ? fc.oneof(...ramas, otroTipo(s)) : fc.oneof(...ramas);
  }
  if (s.allOf?.length) return generar(Object.assign({}, ...s.allOf) as EsquemaJson, modo, ctx);
  if (s.const !== undefined && modo !== 'malformado') return fc.constant(s.const);
  if (s.enum?.length && modo !== 'malformado') return fc.constantFrom(...s.enum);
  const [tipo, ...otros] = tipos(s).filter((t) => t !== 'null');
  const admiteNull = tipos(s).includes('null');
  const porTipo = tipo ? POR_TIPO[tipo] : undefined;
  // `{}` (any value) or only null: any JSON, now and then with a forbidden character inside.
  let arbitrario = porTipo
    ? porTipo(s, modo, ctx)
    : modo === 'malformado'
      ? fc.oneof(fc.jsonValue({ maxDepth: 3 }), conCaracterRaro(fc.string()))
      : fc.jsonValue({ maxDepth: 2 });
  if (otros.length) arbitrario = fc.oneof(arbitrario, ...otros.map((t) => generar({ ...s, type: t }, modo, ctx)));
  return admiteNull && modo !== 'malformado' ? fc.oneof(arbitrario, fc.constant(null)) : arbitrario;
}
