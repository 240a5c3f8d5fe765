export { definirLista, type CampoLista, type DefinicionLista, type RangoFechasLista, type TipoCampo } from './campos.js';
export { consultaListaSchema, type ConsultaLista, TAMANIO_PAGINA, TAMANIO_PAGINA_MAXIMO } from './consulta.js';
export { leerFiltros, leerOrden, OPERADORES, type Condicion, type Operador, type Orden } from './filtros.js';
export { aDiaMesAnio, errorRangoFechas, limitesFechas, MAX_DIAS_MOVIMIENTOS, validarRango, validarRangoFechas, type LimitesFechas } from './rango-fechas.js';
export { filtrosSql, ordenSql, traducirConsulta, type ConsultaTraducida } from './traduccion.js';
export { responderLista, CABECERA_TOTAL } from './respuesta.js';
