export { useCatalogo, type EstadoCatalogo } from './useCatalogo.js';
export { cargarCatalogo, type CatalogoCargado, type ProgresoCatalogo } from './cargarCatalogo.js';
export { productosPorTroquel } from './productosPorTroquel.js';
export { definirConfigPedidos, obtenerConfigPedidos, type ConfigPedidos } from './configuracion.js';
export { MENSAJES_CATALOGO, CODIGO_ERROR_DESCOMPRIMIR, ErrorCatalogo } from './errores.js';
export { registrarEnServidor } from './registro.js';
export { usePrecios, preciosDe, olvidarPrecios } from './precios.js';
