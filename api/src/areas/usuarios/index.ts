import type { FastifyPluginAsync } from 'fastify';
import usuario from './usuario/routes.js';
import rol from './rol/routes.js';
import crewDragon from './crew-dragon/routes.js';

/**
 * Area `usuarios` (the admin remote): users, roles and the user names histories show.
 * This file is the area's face: its routes (the default export, mounted under `/api` by areas/index.ts) and, below, what
 * app.ts, the jobs and the seed use of it. Another area uses the face of the module it needs (`<modulo>/index.ts`);
 * nothing outside the area imports its other files.
 */
const rutas: FastifyPluginAsync = async (app) => {
  await app.register(usuario);
  await app.register(rol);
  await app.register(crewDragon);
};

export default rutas;

export { cuentasUsuarios, farmaciasDeUsuarios } from './usuario/index.js';
