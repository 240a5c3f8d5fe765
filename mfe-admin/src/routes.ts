import { definirRutas } from '@portal/shared/client';

/** Screens not built yet share one lazily loaded page that shows the route's title. */
const enDesarrollo = () => import('./paginas/EnDesarrollo.js');

/** Every route RUTAS gives to mfe-admin, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-admin', {
  'lista-usuarios': enDesarrollo,
  'crear-usuario': enDesarrollo,
  'editar-usuario': enDesarrollo,
});
