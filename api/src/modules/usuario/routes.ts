import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buscarUsuariosSchema,
  cambiarPasswordSchema,
  crearUsuarioSchema,
  modificarUsuarioSchema,
  reemplazarRolesSchema,
  resultadoOperacionSchema,
  rolesDeUsuariosSchema,
  rolesUsuarioSchema,
  userIdParamsSchema,
  usuarioCreadoSchema,
  usuarioSchema,
} from '@portal/shared/contracts';
import { farmaciasAlcanzables } from '../../auth/alcance.js';
import { respuestasError, usuarioActual } from '../comun.js';
import {
  buscarUsuarios,
  cambiarPassword,
  crearUsuario,
  eliminarUsuario,
  modificarUsuario,
  obtenerUsuario,
  reemplazarRoles,
  rolesDeUsuarios,
} from './service.js';
import rutasListaUsuarios from './routes-lista.js';

const administrador = { rol: 'Administrador', alcance: { tipo: 'recurso' } } as const;

/** User administration of a pharmacy (`/api/Usuario`): every route needs Administrador and reaches only the caller's pharmacies. */
const rutasUsuario: FastifyPluginAsyncZod = async (app) => {
  const alcance = (req: Parameters<typeof usuarioActual>[0]) => farmaciasAlcanzables(app, usuarioActual(req));

  await app.register(rutasListaUsuarios);

  app.get(
    '/Usuario/:id',
    {
      config: { permiso: administrador },
      schema: { tags: ['Usuarios'], summary: 'Un usuario', params: userIdParamsSchema, response: { 200: usuarioSchema, ...respuestasError } },
    },
    async (req) => obtenerUsuario(app.db, await alcance(req), req.params.id),
  );

  app.post(
    '/Usuario/Buscar',
    {
      config: { permiso: administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Busca usuarios de las farmacias del usuario',
        body: buscarUsuariosSchema,
        response: { 200: z.array(usuarioSchema), ...respuestasError },
      },
    },
    async (req) => buscarUsuarios(app.db, await alcance(req), req.body),
  );

  app.post(
    '/Usuario/Roles',
    {
      config: { permiso: administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Roles y secciones de varios usuarios',
        body: rolesDeUsuariosSchema,
        response: { 200: z.array(rolesUsuarioSchema), ...respuestasError },
      },
    },
    async (req) => rolesDeUsuarios(app.db, await alcance(req), req.body.userIds),
  );

  app.post(
    '/Usuario',
    {
      config: { permiso: { rol: 'Administrador', alcance: { tipo: 'propio' } } },
      schema: {
        tags: ['Usuarios'],
        summary: 'Crea un usuario en la farmacia del administrador',
        body: crearUsuarioSchema,
        response: { 200: usuarioCreadoSchema, 201: usuarioCreadoSchema, ...respuestasError },
      },
    },
    async (req, reply) => {
      const creado = await crearUsuario(app.db, usuarioActual(req), req.body);
      return reply.code(creado.userId ? 201 : 200).send(creado);
    },
  );

  app.put(
    '/Usuario/:id',
    {
      config: { permiso: administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Modifica correo, habilitación y secciones',
        params: userIdParamsSchema,
        body: modificarUsuarioSchema,
        response: { 200: z.array(resultadoOperacionSchema), ...respuestasError },
      },
    },
    async (req) => modificarUsuario(app.db, usuarioActual(req), await alcance(req), req.params.id, req.body),
  );

  app.put(
    '/Usuario/ReemplazarRoles/:id',
    {
      config: { permiso: administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Reemplaza los roles asignables de un usuario',
        params: userIdParamsSchema,
        body: reemplazarRolesSchema,
        response: { 200: resultadoOperacionSchema, ...respuestasError },
      },
    },
    async (req) => reemplazarRoles(app.db, usuarioActual(req), await alcance(req), req.params.id, req.body.roles),
  );

  app.delete(
    '/Usuario/:id',
    {
      config: { permiso: administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Elimina un usuario (no el propio)',
        params: userIdParamsSchema,
        response: { 204: z.null().describe('Usuario eliminado'), ...respuestasError },
      },
    },
    async (req, reply) => {
      await eliminarUsuario(app.db, usuarioActual(req), await alcance(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/Usuario/Password/:id',
    {
      config: { permiso: administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Asigna una contraseña nueva (vence en 90 días)',
        params: userIdParamsSchema,
        body: cambiarPasswordSchema,
        response: { 200: resultadoOperacionSchema, ...respuestasError },
      },
    },
    async (req) => cambiarPassword(app.db, usuarioActual(req), await alcance(req), req.params.id, req.body.NewPassword),
  );
};

export default rutasUsuario;
