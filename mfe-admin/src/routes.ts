import { definirRutas } from '@portal/shared/client';
import RUTAS_ADMIN from './metadatos-rutas.js';

/** The module the host loads as `./routes`: every route of metadatos-rutas.ts with its lazily loaded page. */
export default definirRutas(RUTAS_ADMIN, {
  'lista-usuarios': () => import('./paginas/lista-usuarios/ListaUsuarios.js'),
  'crear-usuario': () => import('./paginas/crear-usuario/CrearUsuario.js'),
  'editar-usuario': () => import('./paginas/editar-usuario/EditarUsuario.js'),
});
