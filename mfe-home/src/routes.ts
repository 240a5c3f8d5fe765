import { definirRutas } from '@portal/shared/client';

/** Screens not built yet share one lazily loaded page that shows the route's title. */
const enDesarrollo = () => import('./paginas/EnDesarrollo.js');

/** Every route RUTAS gives to mfe-home, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-home', {
  inicio: () => import('./paginas/Inicio.js'),
  eventos: enDesarrollo,
  instagram: enDesarrollo,
  banners: enDesarrollo,
  archivos: enDesarrollo,
  sitemap: enDesarrollo,
});
