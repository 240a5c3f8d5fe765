export { PanelCarrito } from './PanelCarrito.js';
export { DisposicionConCarrito } from './DisposicionConCarrito.js';
export { useCarrito, useAgregarAlCarrito, useSumarAlCarrito, useImportarAlCarrito, useQuitarDelCarrito, useVaciarCarrito, type LineaAgregar, type VistaCarrito } from './hooks.js';
export { useResultadosCarrito, type ResultadoMostrado } from './resultadosCarrito.js';
export { useImportesCarrito } from './useImportesCarrito.js';
export { recargarCarrito, actualizarItemCarrito, importarAlCarrito, agregarComboAlCarrito, marcarRecomendado, borrarItemCarrito, vaciarCarrito } from './apiCarrito.js';
export { textoCarrito, descargarTexto, LARGO_NOMBRE_EXPORTADO } from './exportar.js';
export { ResultadosLineas } from './ResultadosLineas.js';
