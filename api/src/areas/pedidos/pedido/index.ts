/**
 * Face of the `pedido` module: orders, their fulfilment steps and their remitos (delivery notes) and buckets. Other
 * modules import only this file (and its tables, for foreign keys).
 */
export { importeComprometido } from './comprometido.js';
export { itemsRemito, mensajesTransmisiones, pedidosDeFarmacias } from './consultas.js';
export { cambiarEstado, marcarFacturadas, prepararLineas, rechazarPorFaltaDeSaldo, reservasDePedido, responderLineas, tomarPedido, type EtapaCumplimiento } from './cumplimiento.js';
export { unidadesPedidasDesde, vecesComboPedidoDesde } from './del-dia.js';
export { EstadoPedido } from './estados.js';
export { buscarLineas, buscarPedidos, inicioHistorico, lineasPreparadas, totalesLineas } from './historico.js';
export type { FilaPedido } from './mapeo.js';
export { pedidoEsDeFarmacia, pedidosDeLineas } from './para-devoluciones.js';
export { tasaPercepciones } from './percepciones.js';
export { bloquearRemito, crearRemito, cubetasAdeudadas, marcarControlado, remitoPorId, remitosPorIds, remitosSinControlar } from './remitos.js';
