export { crearRegistroRemotos, registroDeConfig, nombreFederacion, type RegistroRemotos, type ResultadoRemoto } from './cargar-rutas-remotas.js';
export { PaginaRemota } from './PaginaRemota.js';
export { SeccionNoDisponible, type PropsSeccionNoDisponible } from './SeccionNoDisponible.js';
export { ErrorRemotoNoDisponible, ErrorRutasInvalidas, ErrorVersionIncompatible, clasificarErrorRemoto } from './errores-remoto.js';
export { pluginReintento, type OpcionesReintento } from './plugin-reintento.js';
