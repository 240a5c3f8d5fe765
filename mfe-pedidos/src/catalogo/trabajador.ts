import { crearMotorBusqueda, type MotorBusqueda } from '../busqueda/motor.js';
import type { PedidoTrabajador, RespuestaTrabajador } from './mensajesTrabajador.js';

/** Web Worker: builds the index and answers searches away from the page's thread, so typing never stutters. */
let motor: MotorBusqueda | null = null;

const responder = (respuesta: RespuestaTrabajador) => self.postMessage(respuesta);

self.onmessage = (evento: MessageEvent<PedidoTrabajador>) => {
  const pedido = evento.data;
  if (pedido.tipo === 'indexar') {
    motor = crearMotorBusqueda(pedido.documentos);
    responder({ tipo: 'indexado' });
  } else {
    const resultado = motor ? motor.buscar(pedido.texto, pedido.opciones) : { ids: [], niveles: [], total: 0 };
    responder({ tipo: 'resultado', numero: pedido.numero, resultado });
  }
};
