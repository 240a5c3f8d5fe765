import { definirRutas } from '@portal/shared/client';

/** Every route RUTAS gives to mfe-admin, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-admin', {
  'lista-usuarios': () => import('./paginas/lista-usuarios/ListaUsuarios.js'),
  'crear-usuario': () => import('./paginas/crear-usuario/CrearUsuario.js'),
  'editar-usuario': () => import('./paginas/editar-usuario/EditarUsuario.js'),
});
