import { definirRutas } from '@portal/shared/client';
import RUTAS_HOME from './metadatos-rutas.js';

/** The module the host loads as `./routes`: every route of metadatos-rutas.ts with its lazily loaded page. */
export default definirRutas(RUTAS_HOME, {
  inicio: () => import('./paginas/inicio/Inicio.js'),
  eventos: () => import('./paginas/eventos/Eventos.js'),
  instagram: () => import('./paginas/instagram/Instagram.js'),
  banners: () => import('./paginas/banners/Banners.js'),
  archivos: () => import('./paginas/archivos/Archivos.js'),
  sitemap: () => import('./paginas/sitemap/Sitemap.js'),
});
