import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { solicitudInvalida } from '../errores.js';

/**
 * Characters no field of the API ever needs. PostgreSQL refuses U+0000 in text (the request ended in a 500), the other
 * C0 controls and DEL only corrupt data and logs, and a lone UTF-16 surrogate cannot be stored as UTF-8 at all.
 * In a path or a query string nothing legitimate is a control character; a body's free text may carry tabs and line
 * breaks (an observation typed on several lines), so only those three are let through there.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const PROHIBIDOS_URL = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const PROHIBIDOS_CUERPO = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;
const SUSTITUTO_SUELTO = /\p{Cs}/u;

/** Bodies read by fastify's own parsers (JSON, forms). A route that reads its body as raw text (the hub's SignalR frames end in U+001E) gets it as it came. */
const TIPOS_ESTRUCTURADOS = /^application\/(?:[\w.+-]*\+)?json|^application\/x-www-form-urlencoded/i;

/** Names a client chose are shown only when they read as a field name: nothing the caller sent is echoed as is. */
const NOMBRE_LEGIBLE = /^[\p{L}\p{N}_$-]{1,64}$/u;
export const nombreMostrable = (nombre: string) => (NOMBRE_LEGIBLE.test(nombre) ? nombre : '(campo sin nombre válido)');

const LUGARES = { params: 'la ruta', querystring: 'la consulta', body: 'el cuerpo' } as const;
type Lugar = keyof typeof LUGARES;

interface Hallazgo {
  campo: string;
  problema: string;
}

/** The first text (value or key) with a forbidden character, named as the error handler names a field: `items[0].troquel`, `body[1]`. */
function buscar(valor: unknown, ruta: string, contexto: Lugar, prohibidos: RegExp, profundidad = 0): Hallazgo | null {
  if (typeof valor === 'string') {
    if (prohibidos.test(valor)) return { campo: ruta || contexto, problema: 'Contiene caracteres de control no admitidos.' };
    if (SUSTITUTO_SUELTO.test(valor)) return { campo: ruta || contexto, problema: 'Contiene caracteres Unicode inválidos.' };
    return null;
  }
  // JSON nests as deep as the body limit lets it; past this depth the schemas refuse the shape anyway.
  if (!valor || typeof valor !== 'object' || profundidad > 64) return null;
  if (Array.isArray(valor)) {
    for (let i = 0; i < valor.length; i++) {
      const hallazgo = buscar(valor[i], `${ruta || (contexto === 'body' ? 'body' : '')}[${i}]`, contexto, prohibidos, profundidad + 1);
      if (hallazgo) return hallazgo;
    }
    return null;
  }
  for (const [clave, interior] of Object.entries(valor)) {
    const nombre = ruta ? `${ruta}.${nombreMostrable(clave)}` : nombreMostrable(clave);
    if (prohibidos.test(clave) || SUSTITUTO_SUELTO.test(clave)) {
      return { campo: ruta || contexto, problema: 'Un nombre de campo contiene caracteres no admitidos.' };
    }
    const hallazgo = buscar(interior, nombre, contexto, prohibidos, profundidad + 1);
    if (hallazgo) return hallazgo;
  }
  return null;
}

function rechazar(hallazgo: Hallazgo, lugar: Lugar): never {
  throw solicitudInvalida(`Revise los datos enviados en ${LUGARES[lugar]}: ${hallazgo.campo} (${hallazgo.problema}).`, {
    [hallazgo.campo]: [hallazgo.problema],
  });
}

/** Path parameters and the query string (list `filters` and `sorts` included): no control character at all. */
export function revisarUrl(request: Pick<FastifyRequest, 'params' | 'query'>): void {
  for (const [lugar, valor] of [['params', request.params], ['querystring', request.query]] as const) {
    const hallazgo = buscar(valor, '', lugar, PROHIBIDOS_URL);
    if (hallazgo) rechazar(hallazgo, lugar);
  }
}

/** A parsed body: every string value and key, however deep. */
export function revisarCuerpo(request: Pick<FastifyRequest, 'body' | 'headers'>): void {
  const { body } = request;
  if (body === undefined || body === null || Buffer.isBuffer(body)) return;
  if (typeof body === 'string' && !TIPOS_ESTRUCTURADOS.test(request.headers['content-type'] ?? '')) return;
  const hallazgo = buscar(body, '', 'body', PROHIBIDOS_CUERPO);
  if (hallazgo) rechazar(hallazgo, 'body');
}

/**
 * The request-validation layer: zod schemas (fastify-type-provider-zod) for every route that declares them, and before
 * any of them, for every route of the server whether it declares a schema or not, the check of the strings a request
 * brings. It lives in hooks of the root instance, so no route can leave it out: the path and the query are checked
 * as soon as the route is known (before authentication and maintenance read them), the body as soon as it is parsed.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRequest', async (request) => revisarUrl(request));
    app.addHook('preValidation', async (request) => revisarCuerpo(request));
  },
  { name: 'validacion', dependencies: ['errores'] },
);
