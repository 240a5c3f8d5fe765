import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorApi } from '@portal/shared/contracts';
import { ErrorHttp } from '../errores.js';
import { nombreMostrable } from './validacion.js';

/** Titles of the error bodies, by status. */
export const TITULOS: Record<number, string> = {
  400: 'Solicitud incorrecta',
  401: 'No autenticado',
  403: 'Acceso denegado',
  404: 'No encontrado',
  405: 'Método no permitido',
  406: 'Formato no aceptable',
  408: 'Tiempo de espera agotado',
  409: 'Conflicto',
  413: 'Solicitud demasiado grande',
  414: 'Dirección demasiado larga',
  415: 'Tipo de contenido no admitido',
  422: 'Datos no procesables',
  429: 'Demasiadas solicitudes',
  431: 'Encabezados demasiado grandes',
  500: 'Error interno',
  503: 'Sitio en mantenimiento',
  520: 'Sección en mantenimiento',
};

/** Messages for client errors that carry no message of ours (fastify's and plugins' own, which are in English). */
const MENSAJES: Record<number, string> = {
  400: 'El servidor no reconoce la solicitud como correcta.',
  401: 'Debe iniciar sesión para continuar.',
  403: 'No tiene permisos para realizar esta operación.',
  404: 'No se encontró el recurso solicitado.',
  405: 'El método no está permitido para este recurso.',
  406: 'No se puede responder en el formato pedido.',
  408: 'La solicitud tardó demasiado en llegar completa. Intente nuevamente.',
  409: 'La operación entra en conflicto con el estado actual de los datos.',
  413: 'El contenido enviado supera el tamaño máximo permitido.',
  414: 'La dirección solicitada es demasiado larga.',
  415: 'El tipo de contenido enviado no es admitido. Envíe los datos como JSON.',
  429: 'Demasiadas solicitudes. Espere un momento y vuelva a intentar.',
  431: 'Los encabezados de la solicitud superan el tamaño máximo permitido.',
};

const MENSAJES_FASTIFY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío pero se declaró contenido JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'El tamaño del cuerpo no coincide con el encabezado Content-Length.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MENSAJES[415]!,
  FST_ERR_CTP_BODY_TOO_LARGE: MENSAJES[413]!,
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida.',
  FST_ERR_MAX_PARAM_LENGTH: 'Un dato de la dirección solicitada es demasiado largo.',
};

export const MENSAJE_ERROR_INTERNO = 'Ocurrió un error inesperado. Intente nuevamente más tarde.';
export const MENSAJE_SERVICIO_NO_DISPONIBLE = 'El servicio no está disponible en este momento. Intente nuevamente en unos instantes.';

export function cuerpoError(status: number, mensaje: string, errors: Record<string, string[]> = {}, title?: string): ErrorApi {
  return { title: title ?? TITULOS[status] ?? (status >= 500 ? TITULOS[500]! : TITULOS[400]!), status, mensaje, errors };
}

/** The body of a 404, for the answers that do not go through fastify's reply (the identity provider's Koa app). */
export const cuerpoNoEncontrado = () => cuerpoError(404, MENSAJES[404]!);

/** Zod's Spanish texts, except where the caller is better served by a plainer one. */
const localeEs = z.locales.es().localeError;
z.config({
  localeError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'Valor requerido';
    // The keys are the caller's: shown only when they read as field names, and never more than a few.
    if (issue.code === 'unrecognized_keys') {
      const claves = issue.keys.slice(0, 5).map(nombreMostrable);
      return `Campos no admitidos: ${claves.join(', ')}${issue.keys.length > 5 ? '…' : ''}`;
    }
    if (issue.code === 'invalid_format' && issue.format === 'email') return 'Dirección de correo electrónico inválida';
    return localeEs(issue);
  },
});

const LUGARES: Record<string, string> = {
  body: 'el cuerpo',
  querystring: 'la consulta',
  params: 'la ruta',
  headers: 'los encabezados',
};

/** `/items/0/troquel` → `items[0].troquel`, `/0` → `body[0]`; an issue about the whole part is keyed by the part's name. */
function nombreCampo(instancePath: string, contexto: string): string {
  const partes = instancePath.split('/').filter(Boolean).map(nombreMostrable);
  if (partes.length === 0) return contexto;
  return partes.reduce((nombre, parte, i) => {
    if (/^\d+$/.test(parte)) return `${i === 0 ? contexto : nombre}[${parte}]`;
    return nombre ? `${nombre}.${parte}` : parte;
  }, '');
}

function errorValidacion(error: FastifyError): ErrorApi {
  const contexto = error.validationContext ?? 'body';
  const errors: Record<string, string[]> = {};
  const esZod = hasZodFastifySchemaValidationErrors(error);
  for (const item of error.validation ?? []) {
    const campo = nombreCampo(item.instancePath, contexto);
    // Other validators' texts are English: only zod's (with the Spanish locale) are shown as they are.
    (errors[campo] ??= []).push(esZod && item.message ? item.message : 'Valor inválido');
  }
  const campos = Object.keys(errors);
  const mensaje =
    campos.length === 1 && campos[0] === contexto
      ? `Los datos enviados en ${LUGARES[contexto] ?? contexto} no son válidos: ${errors[contexto]!.join('; ')}.`
      : `Revise los datos enviados en ${LUGARES[contexto] ?? contexto}: ${campos.map((c) => `${c} (${errors[c]!.join('; ')})`).join(', ')}.`;
  return cuerpoError(400, mensaje, errors);
}

interface ErrorPostgres {
  code: string;
  detail?: string;
  constraint?: string;
}

/** drizzle wraps the driver's error (`DrizzleQueryError.cause`): look down the chain for PostgreSQL's SQLSTATE. */
function errorPostgres(error: unknown): ErrorPostgres | null {
  for (let actual: unknown = error, vueltas = 0; actual && typeof actual === 'object' && vueltas < 5; vueltas++) {
    const codigo = (actual as { code?: unknown }).code;
    if (typeof codigo === 'string' && /^[0-9A-Z]{5}$/.test(codigo)) return actual as ErrorPostgres;
    actual = (actual as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The database cannot be reached (restarting, refusing connections, the network between them down): not a fault of
 * the request nor of the code, and over once it is back, which the pool finds by itself on the next query.
 */
const SIN_BASE_DATOS_SQLSTATE = /^(08...|57P0[123]|53300|55000)$/;
const SIN_BASE_DATOS_RED = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own errors for a connection lost or never made carry no code. */
const SIN_BASE_DATOS_PG = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function baseDatosNoDisponible(error: unknown): boolean {
  for (let actual: unknown = error, vueltas = 0; actual && typeof actual === 'object' && vueltas < 5; vueltas++) {
    const { code, message } = actual as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SIN_BASE_DATOS_SQLSTATE.test(code) || SIN_BASE_DATOS_RED.has(code))) return true;
    if (typeof message === 'string' && SIN_BASE_DATOS_PG.test(message)) return true;
    actual = (actual as { cause?: unknown }).cause;
  }
  return false;
}

function traducirPostgres(pg: ErrorPostgres): ErrorApi | null {
  switch (pg.code) {
    case '23505':
      return cuerpoError(409, 'Ya existe un registro con esos datos.');
    case '23503':
      return /still referenced|todavía referida|aún referida/i.test(pg.detail ?? '')
        ? cuerpoError(409, 'No se puede eliminar o modificar el registro porque otros datos dependen de él.')
        : cuerpoError(400, 'Los datos hacen referencia a un registro que no existe.');
    case '23502':
      return cuerpoError(400, 'Falta un dato obligatorio.');
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return cuerpoError(400, 'Uno de los valores enviados no es válido.');
    case '40001':
    case '40P01':
      return cuerpoError(409, 'Los datos cambiaron mientras se procesaba la operación. Intente nuevamente.');
    default:
      return null;
  }
}

function estadoCliente(error: FastifyError): number | null {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * Whether the error handler answers this error as the caller's (a 4xx) or as the database's absence (a 503): a
 * service that would otherwise swallow a failure into a result code passes these on (issue 27: no database error
 * behind a 2xx).
 */
export const errorConRespuesta = (error: unknown): boolean => !cuerpoPara(error as Error).inesperado;

function cuerpoPara(error: FastifyError | ErrorHttp | Error): { cuerpo: ErrorApi; inesperado: boolean } {
  if (error instanceof ErrorHttp) return { cuerpo: cuerpoError(error.status, error.message, error.errors), inesperado: false };
  const fe = error as FastifyError;
  if (fe.validation) return { cuerpo: errorValidacion(fe), inesperado: false };
  if (baseDatosNoDisponible(error)) return { cuerpo: cuerpoError(503, MENSAJE_SERVICIO_NO_DISPONIBLE, {}, 'Servicio no disponible'), inesperado: false };
  const pg = errorPostgres(error);
  const traducido = pg && traducirPostgres(pg);
  if (traducido) return { cuerpo: traducido, inesperado: false };
  const status = estadoCliente(fe);
  if (status !== null) {
    const mensaje = (fe.code && MENSAJES_FASTIFY[fe.code]) ?? MENSAJES[status] ?? MENSAJES[400]!;
    return { cuerpo: cuerpoError(status, mensaje), inesperado: false };
  }
  return { cuerpo: cuerpoError(500, MENSAJE_ERROR_INTERNO), inesperado: true };
}

function responderError(error: FastifyError | ErrorHttp | Error, request: FastifyRequest, reply: FastifyReply) {
  const { cuerpo, inesperado } = cuerpoPara(error);
  if (inesperado) request.log.error({ err: error }, 'error inesperado');
  // A chosen 5xx (maintenance's 503 and 520, the database out of reach) may come on every request: worth a trace, not an alert per request.
  else if (cuerpo.status >= 500) request.log.info({ status: cuerpo.status, err: cuerpo.status === 503 ? (error as Error).message : undefined }, cuerpo.mensaje);
  return reply.code(cuerpo.status).type('application/json; charset=utf-8').send(cuerpo);
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or hook exists (a malformed
 * percent-encoding, a path parameter over `maxParamLength`). Without it fastify answers in English and echoes the path.
 */
export const erroresDelMarco = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  responderError(error, request, reply);
};

const RESPUESTAS_CLIENTE: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/**
 * Fastify's `clientErrorHandler` option: Node's HTTP parser refused the request itself (headers too large, a
 * malformed request line, a timeout), so there is no request object; the answer is written on the socket, in the
 * same Spanish shape as every other error.
 */
export function errorDeCliente(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = RESPUESTAS_CLIENTE[error.code ?? ''] ?? 400;
  const cuerpo = JSON.stringify(cuerpoError(status, MENSAJES[status]!));
  this.log.debug({ err: error }, 'solicitud rechazada por el analizador HTTP');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(cuerpo)}\r\nConnection: close\r\n\r\n${cuerpo}`,
    );
  }
  socket.destroy(error);
}

/**
 * The one place that turns an error into what the caller sees: `{ title, status, mensaje, errors }` in Spanish.
 * Nothing of an unexpected error (stack, SQL, driver text) leaves the server; it is logged with the request id.
 * Errors raised before routing reach it through `erroresDelMarco` and `errorDeCliente`, passed to Fastify by app.ts.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(responderError);

    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).type('application/json; charset=utf-8').send(cuerpoNoEncontrado()),
    );
  },
  { name: 'errores' },
);
