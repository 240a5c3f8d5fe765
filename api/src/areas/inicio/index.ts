import type { FastifyPluginAsync } from 'fastify';
import banner from './banner/routes.js';
import novedad from './novedad/routes.js';
import widget from './widget/routes.js';
import evento from './evento/routes.js';
import archivo from './archivo/routes.js';
import publicacionMedia from './publicacion-media/routes.js';

/**
 * Area `inicio` (the home remote): banners, events, news, downloadable files, the dashboard's widgets and the media feed.
 * This file is the area's face: its routes (the default export, mounted under `/api` by areas/index.ts) and, below, what
 * app.ts, the jobs and the seed use of it. Another area uses the face of the module it needs (`<modulo>/index.ts`);
 * nothing outside the area imports its other files.
 */
const rutas: FastifyPluginAsync = async (app) => {
  await app.register(banner);
  await app.register(novedad);
  await app.register(widget);
  await app.register(evento);
  await app.register(archivo);
  await app.register(publicacionMedia);
};

export default rutas;

export { rutasOperadorBanner } from './banner/index.js';
