import { definirRutas } from '@portal/shared/client';

/** Every route RUTAS gives to mfe-home, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-home', {
  inicio: () => import('./paginas/inicio/Inicio.js'),
  eventos: () => import('./paginas/eventos/Eventos.js'),
  instagram: () => import('./paginas/instagram/Instagram.js'),
  banners: () => import('./paginas/banners/Banners.js'),
  archivos: () => import('./paginas/archivos/Archivos.js'),
  sitemap: () => import('./paginas/sitemap/Sitemap.js'),
});
