import { PREFIJO_DOCUMENTACION } from '../../src/plugins/autorizacion.js';
import type { EsquemaJson } from './esquemas.js';

/**
 * Every operation of the OpenAPI document the API serves, as the fuzzer walks it: a route added tomorrow is in the
 * document (it is generated from the routes' zod schemas) and so is fuzzed the day it is added.
 *
 * Not in the document, so not fuzzed here: `/idp` (oidc-provider's protocol endpoints, whose error bodies follow
 * OAuth 2.0 rather than ours; the login form is tested in idp.test.ts), the hub `/CarritoUsuarioHub` (SignalR
 * protocol, hub-*.test.ts), the operator's `/operador` (its own token), `/healthz` and `/readyz` (no input), and the
 * documentation itself.
 */

export interface Parametro {
  nombre: string;
  en: 'path' | 'query' | 'header';
  requerido: boolean;
  esquema: EsquemaJson;
}

/** `x-permiso` of the document: the rule the route declared (role, pharmacy scope, system section). */
export type PermisoDocumentado =
  | { publico: true }
  | { rol: string | string[] | null; alcance: 'propio' | 'farmacia' | 'grupo' | 'recurso'; param?: string; seccion?: number };

export interface Operacion {
  metodo: string;
  /** The path as the document writes it: `/api/pedido/{id}`. */
  ruta: string;
  parametros: Parametro[];
  cuerpo?: { requerido: boolean; esquema: EsquemaJson };
  permiso: PermisoDocumentado;
  /** Properties of the items a 2xx JSON answer holds, by name: candidate `filters` and `sorts` fields of a list, and their types. */
  camposRespuesta: Record<string, EsquemaJson>;
}

export const nombreOperacion = (op: Pick<Operacion, 'metodo' | 'ruta'>) => `${op.metodo} ${op.ruta}`;
export const esPublica = (permiso: PermisoDocumentado): permiso is { publico: true } => 'publico' in permiso;

type Documento = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, unknown> } };

/** Inlines `$ref`s to `#/components/schemas/…` (a recursive schema is cut after a few levels). */
function resolver(documento: Documento, valor: unknown, profundidad = 0): any {
  if (Array.isArray(valor)) return valor.map((v) => resolver(documento, v, profundidad));
  if (!valor || typeof valor !== 'object') return valor;
  const ref = (valor as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (profundidad > 8) return {};
    const destino = ref.replace(/^#\//, '').split('/').reduce<any>((nodo, parte) => nodo?.[parte], documento);
    return resolver(documento, destino ?? {}, profundidad + 1);
  }
  return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, resolver(documento, v, profundidad)]));
}

function camposDe(esquema: EsquemaJson | undefined): Record<string, EsquemaJson> {
  if (!esquema) return {};
  const item = esquema.type === 'array' ? esquema.items : esquema;
  const variantes = item?.anyOf ?? item?.oneOf ?? (item ? [item] : []);
  return Object.assign({}, ...variantes.map((v) => v.properties ?? {}));
}

const METODOS = ['get', 'post', 'put', 'patch', 'delete'];

/** Without its rule the fuzzer would not know whom to refuse: a document that loses `x-permiso` stops the suite. */
function permisoDe(op: any, nombre: string): PermisoDocumentado {
  const permiso = op['x-permiso'];
  if (!permiso || typeof permiso !== 'object') throw new Error(`La operación ${nombre} del documento OpenAPI no trae x-permiso (plugins/documentacion.ts).`);
  return permiso as PermisoDocumentado;
}

export function operacionesDe(documento: Documento): Operacion[] {
  const operaciones: Operacion[] = [];
  for (const [ruta, porMetodo] of Object.entries(documento.paths)) {
    for (const [metodo, crudo] of Object.entries(porMetodo)) {
      if (!METODOS.includes(metodo)) continue;
      const op = resolver(documento, crudo);
      const cuerpo = op.requestBody?.content?.['application/json']?.schema as EsquemaJson | undefined;
      const exito = Object.entries((op.responses ?? {}) as Record<string, any>).find(([estado]) => /^2/.test(estado))?.[1];
      operaciones.push({
        metodo: metodo.toUpperCase(),
        ruta,
        parametros: ((op.parameters ?? []) as any[])
          .filter((p) => ['path', 'query', 'header'].includes(p.in))
          .map((p) => ({ nombre: p.name, en: p.in, requerido: Boolean(p.required), esquema: (p.schema ?? {}) as EsquemaJson })),
        cuerpo: cuerpo ? { requerido: Boolean(op.requestBody.required), esquema: cuerpo } : undefined,
        permiso: permisoDe(op, `${metodo.toUpperCase()} ${ruta}`),
        camposRespuesta: camposDe(exito?.content?.['application/json']?.schema),
      });
    }
  }
  const orden = (m: string) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].indexOf(m);
  // Reads first, deletions last: a property's writes then disturb as few of the properties after it as they can.
  return operaciones.sort((a, b) => orden(a.metodo) - orden(b.metodo) || a.ruta.localeCompare(b.ruta));
}

/** The document as the API serves it to anyone (`/api/docs/json`). */
export async function leerOperaciones(baseUrl: string): Promise<Operacion[]> {
  const respuesta = await fetch(`${baseUrl}${PREFIJO_DOCUMENTACION}/json`);
  if (!respuesta.ok) throw new Error(`No se pudo leer el documento OpenAPI (HTTP ${respuesta.status}).`);
  return operacionesDe((await respuesta.json()) as Documento);
}

/** `/api/pedido/:id` (fastify) → `/api/pedido/{id}` (OpenAPI), to compare the app's routes with the document. */
export const rutaOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');
