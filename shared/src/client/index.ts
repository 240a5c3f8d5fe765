export * from './config.js';
export * from './sesion-store.js';
export * from './tiempo-real-store.js';
export * from './carrito-store.js';
export * from './presencia-store.js';
export * from './recuperador-store.js';
export * from './cargando-store.js';
export * from './api/errores.js';
export * from './api/filtros.js';
export * from './api/api-client.js';
export * from './definir-rutas.js';
export * from './formato.js';
export * from './reloj.js';
export * from './plural.js';
export * from './nonce-estilos.js';
export * from './registro-servidor.js';
export type { PropsSeccionEnDesarrollo } from './componentes/SeccionEnDesarrollo.js';
export { PaginaCargando } from './componentes/PaginaCargando.js';
export * from './componentes/ordenamiento.js';
export type { ColumnaTabla } from './componentes/columnas.js';
// The components on large antd components load when first rendered (componentes/perezosos.tsx); types and plain
// functions come from light modules, so this barrel, loaded at start-up, pulls in none of them.
export {
  TablaInteligente,
  TablaServidor,
  ListaConFiltros,
  SelectorNumero,
  IngresoLotes,
  ImportarExcel,
  BotonDescarga,
  TablaCargando,
  TarjetaCargando,
  SeccionEnDesarrollo,
  paginaEnDesarrollo,
} from './componentes/perezosos.js';
export { UMBRAL_VIRTUAL } from './componentes/umbralVirtual.js';
export type { PropsTablaInteligente } from './componentes/TablaInteligente.js';
export type { ParametrosPagina, PropsTablaServidor } from './componentes/TablaServidor.js';
export type { CampoFiltro, CampoFechas, CampoNumero, CampoOpciones, PropsListaConFiltros } from './componentes/ListaConFiltros.js';
export { ajustarNumero, type LimitesNumero } from './componentes/ajustarNumero.js';
export type { PropsSelectorNumero } from './componentes/SelectorNumero.js';
export type { EntradaLote, PropsIngresoLotes, ResultadoVerificacionLote } from './componentes/IngresoLotes.js';
export type { PropsBotonDescarga } from './componentes/BotonDescarga.js';
export * from './descargas.js';
export type { PropsImportarExcel } from './componentes/ImportarExcel.js';
export { leerFilasExcel, ErrorExcel, type FilaExcel } from './componentes/leerExcel.js';
export * from './visor-pdf.js';
export * from './buscador-por-lotes.js';
export * from './consultas-comunes.js';
export * from './tema.js';
export { usePantallaAngosta } from './componentes/columnas-por-ancho.js';
