export { cargarRutasRemotas, recargarRemoto, nombreFederacion, type ResultadoRemoto } from './cargar-rutas-remotas.js';
export { SeccionNoDisponible, type PropsSeccionNoDisponible } from './SeccionNoDisponible.js';
export { ErrorRemotoNoDisponible, ErrorRutasInvalidas, ErrorVersionIncompatible, clasificarErrorRemoto } from './errores-remoto.js';
export { pluginReintento, type OpcionesReintento } from './plugin-reintento.js';
