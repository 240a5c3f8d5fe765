import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presenciaTroquelBodySchema, presenciaTroquelSchema, recallIdParamsSchema, recallSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { prohibido } from '../../../errores.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { obtenerRecall, presenciaEnRecalls, recallsVigentes } from './service.js';

const tags = ['Recalls'];
/** System sections (SPEC §2): recalls, and general returns (which mark the products a recall in force names). */
const SECCION_RECALLS = 41;
const SECCION_DEVOLUCIONES = 11;

/**
 * Recalls the laboratories publish (SPEC §7 "Recalls"): role Devoluciones and section 41; which recalls name a product
 * is also asked by general returns (section 11). A recall's items with what the pharmacy bought of its lots are the
 * returns module's (`/recall/ItemsRecall*`, devolucion/recalls-routes.ts): it keeps what was shipped.
 */
const rutasRecall: FastifyPluginAsyncZod = async (app) => {
  const con = (...secciones: number[]) => (req: Parameters<typeof usuarioActual>[0]) => {
    const u = usuarioActual(req);
    if (!secciones.some((s) => u.secciones.includes(s))) throw prohibido('La sección no está habilitada para su usuario.');
    return u;
  };
  const usuario = con(SECCION_RECALLS);
  const permiso = { permiso: PERMISOS.devoluciones };
  app.get('/recall/PublicadosYVigentes', { config: permiso, schema: { tags, summary: 'Recalls publicados y vigentes', response: { 200: z.array(recallSchema), ...respuestasError } } }, async (req) => {
    usuario(req);
    return recallsVigentes(app.db);
  });
  app.post(
    '/recall/VerificarPresenciaTroquelEnRecall',
    { config: permiso, schema: { tags, summary: 'Para cada troquel, los recalls vigentes que lo incluyen', body: presenciaTroquelBodySchema, response: { 200: z.array(presenciaTroquelSchema), ...respuestasError } } },
    async (req) => (con(SECCION_RECALLS, SECCION_DEVOLUCIONES)(req), presenciaEnRecalls(app.db, req.body.troqueles)),
  );
  app.get('/recall/:id', { config: permiso, schema: { tags, summary: 'Recall publicado', params: recallIdParamsSchema, response: { 200: recallSchema, ...respuestasError } } }, async (req) => {
    usuario(req);
    return obtenerRecall(app.db, req.params.id);
  });
};

export default rutasRecall;
