export { PanelCarrito } from './PanelCarrito.js';
export { DisposicionConCarrito } from './DisposicionConCarrito.js';
export {
  useCarrito,
  useAgregarAlCarrito,
  useSumarAlCarrito,
  useImportarAlCarrito,
  useQuitarDelCarrito,
  useVaciarCarrito,
  unidadesEnCarrito,
  type LineaAgregar,
  type VistaCarrito,
} from './hooks.js';
export { useResultadosCarrito, DURACION_AVISO_MS, type ResultadoMostrado } from './resultadosCarrito.js';
export { mensajeCambio, type MensajeCambio } from './mensajeCambio.js';
export { AvisoCarrito } from './AvisoCarrito.js';
export { useImportesCarrito } from './useImportesCarrito.js';
export { recargarCarrito, actualizarItemCarrito, importarAlCarrito, agregarComboAlCarrito, marcarRecomendado, borrarItemCarrito, vaciarCarrito } from './carrito-api.js';
export { textoCarrito, descargarTexto, LARGO_NOMBRE_EXPORTADO } from './exportar.js';
export { ResultadosLineas } from './ResultadosLineas.js';
