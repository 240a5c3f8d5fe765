import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorReglasUsuarioSchema, type ErrorReglasUsuario } from '@portal/shared/contracts';
import type { ErrorOperacion } from './reglas.js';

/** The field each operation error code is about: where the page shows it, and the key of `errors`. */
const CAMPO_DE_CODIGO: Record<string, string> = {
  DuplicateUserName: 'userName',
  InvalidUserName: 'userName',
  InvalidEmail: 'email',
  PasswordTooShort: 'password',
  PasswordRequiresDigit: 'password',
  PasswordRequiresLetter: 'password',
  InvalidPassword: 'password',
  RoleNotAssignable: 'roles',
  RoleNotHeld: 'roles',
  InvalidRole: 'roles',
  CannotRemoveOwnAdministrator: 'roles',
  CannotDisableSelf: 'habilitado',
  InvalidSection: 'secciones',
  SectionNotHeld: 'secciones',
  PharmacyNotReachable: 'farmaciaId',
  InvalidPharmacy: 'farmaciaId',
};

const CODIGO_DE_CAMPO: Record<string, string> = {
  userName: 'InvalidUserName',
  email: 'InvalidEmail',
  password: 'InvalidPassword',
  NewPassword: 'InvalidPassword',
  roles: 'InvalidRole',
  secciones: 'InvalidSection',
  farmaciaId: 'InvalidPharmacy',
};

const NOMBRE_DE_CAMPO: Record<string, string> = {
  userName: 'Nombre de usuario',
  email: 'Correo electrónico',
  password: 'Contraseña',
  NewPassword: 'Contraseña',
  roles: 'Roles',
  secciones: 'Secciones',
  habilitado: 'Habilitado',
  farmaciaId: 'Farmacia',
};

/**
 * A user call that breaks a rule of the identity store: nothing was written. Answered 4xx (409 when the name is
 * taken) with the failed operation result, not a 200 with `succeeded: false`.
 */
export class ErrorReglas extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly errores: readonly ErrorOperacion[],
    /** The password is `NewPassword` on `PUT /api/Usuario/Password/{id}`. */
    readonly campoPassword = 'password',
  ) {
    super(errores.map((e) => e.description).join(' '));
  }
}

/** A name taken is a conflict with what exists; every other rule, a bad request. */
export const errorReglas = (errores: readonly ErrorOperacion[], campoPassword?: string) =>
  new ErrorReglas(errores.every((e) => e.code === 'DuplicateUserName') ? 409 : 400, errores, campoPassword);

const TITULOS = { 400: 'Solicitud incorrecta', 403: 'Acceso denegado', 404: 'No encontrado', 409: 'Conflicto' } as const;

/** A refusal of the whole request (its own user, a stale version) is about no field: only in `mensaje` and `resultados`. */
function cuerpo(status: ErrorReglas['status'], mensaje: string, errores: readonly (ErrorOperacion & { campo?: string })[]): ErrorReglasUsuario {
  const errors: Record<string, string[]> = {};
  for (const e of errores) if (e.campo) (errors[e.campo] ??= []).push(e.description);
  return {
    title: TITULOS[status],
    status,
    mensaje,
    errors,
    succeeded: false,
    resultados: [{ succeeded: false, errors: errores.map(({ code, description }) => ({ code, description })) }],
  };
}

/** A body field the schema refused, as an operation error of its field (`/roles/2` is about `roles`). */
function errorDeValidacion(item: { instancePath: string; message?: string }) {
  const campo = item.instancePath.split('/').filter(Boolean)[0] ?? 'body';
  const texto = item.message ?? 'Valor inválido';
  const nombre = NOMBRE_DE_CAMPO[campo];
  return {
    campo,
    code: CODIGO_DE_CAMPO[campo] ?? 'InvalidValue',
    description: /[.!]$/.test(texto) || !nombre ? texto : `${nombre}: ${texto}.`,
  };
}

/**
 * Error handler of the user routes: rule violations and refused body fields answer with the operation-result shape,
 * keyed by field; anything else (a bad path, malformed JSON, a 404, an unexpected error) goes on to the application's
 * handler, whose Spanish answer `conResultadoFallido` completes.
 */
export function responderReglas(error: FastifyError | ErrorReglas, _req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ErrorReglas) {
    const conCampo = error.errores.map((e) => {
      const campo = CAMPO_DE_CODIGO[e.code];
      return { ...e, campo: campo === 'password' ? error.campoPassword : campo };
    });
    return reply.code(error.status).send(cuerpo(error.status, error.message, conCampo));
  }
  if (error.validation && error.validationContext === 'body') {
    const errores = error.validation.map(errorDeValidacion);
    return reply.code(400).send(cuerpo(400, `Revise los datos enviados: ${errores.map((e) => e.description).join(' ')}`, errores));
  }
  throw error;
}

/**
 * Every refusal of a user route carries the failed operation result (`succeeded: false`, `resultados` with a code):
 * a rule (400, 403, 409 name taken), the user changed since it was read (409), another pharmacy's user (404), no
 * session or no role (401, 403).
 */
export const respuestasReglas = {
  400: errorReglasUsuarioSchema,
  401: errorReglasUsuarioSchema,
  403: errorReglasUsuarioSchema,
  404: errorReglasUsuarioSchema,
  409: errorReglasUsuarioSchema,
} as const;

/** Codes of the refusals the application's handler answers, by fastify's error code or else by status. */
const CODIGO_DE_ERROR_FASTIFY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'InvalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'InvalidJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'InvalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UnsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'RequestTooLarge',
};
const CODIGO_DE_VALIDACION: Record<string, string> = { params: 'InvalidRouteParameter', querystring: 'InvalidQuery', headers: 'InvalidHeader', body: 'InvalidValue' };
const CODIGO_DE_ESTADO: Record<number, string> = {
  400: 'InvalidRequest',
  401: 'NotAuthenticated',
  403: 'AccessDenied',
  404: 'NotFound',
  409: 'ConcurrencyFailure',
  413: 'RequestTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

/**
 * The code of a refusal: by fastify's error, by the part of the request that failed validation, or by its status. A
 * 400 whose fields are all path parameters (the authorisation layer reads `{id}` before validation does) is about the path.
 */
export function codigoDeError(error: Partial<FastifyError> | undefined, status: number, campos: readonly string[] = [], params: object = {}): string {
  if (error?.code && CODIGO_DE_ERROR_FASTIFY[error.code]) return CODIGO_DE_ERROR_FASTIFY[error.code]!;
  if (error?.validation) return CODIGO_DE_VALIDACION[error.validationContext ?? 'body'] ?? 'InvalidValue';
  if (status === 400 && campos.length && campos.every((c) => c in params)) return CODIGO_DE_VALIDACION.params!;
  return CODIGO_DE_ESTADO[status] ?? 'RequestRefused';
}

/**
 * Every refusal of a user route has the operation-result shape (SPEC §3), whoever wrote it: the application's handler
 * (malformed JSON, a bad path id, 401, 403, 404, 429) writes its Spanish `{ title, status, mensaje, errors }`, and
 * this completes it with `succeeded: false` and the failed result with its code, before it leaves. Registered in the
 * user routes' own plugin, it touches no other route.
 */
export function conResultadoFallido(app: FastifyInstance): void {
  const errores = new WeakMap<FastifyRequest, FastifyError>();
  app.addHook('onError', async (req, _reply, error) => {
    errores.set(req, error);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    let cuerpoError: Record<string, unknown>;
    try {
      cuerpoError = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return payload;
    }
    if (typeof cuerpoError.mensaje !== 'string' || 'resultados' in cuerpoError) return payload;
    const campos = cuerpoError.errors && typeof cuerpoError.errors === 'object' ? Object.keys(cuerpoError.errors) : [];
    const code = codigoDeError(errores.get(req), status, campos, (req.params ?? {}) as object);
    return JSON.stringify({ ...cuerpoError, succeeded: false, resultados: [{ succeeded: false, errors: [{ code, description: cuerpoError.mensaje }] }] });
  });
}
