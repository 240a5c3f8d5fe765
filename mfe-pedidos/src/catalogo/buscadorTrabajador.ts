import type { DocumentoBusqueda, OpcionesBusqueda, ResultadoBusqueda } from '../busqueda/tipos.js';
import type { Buscador } from './buscador.js';
import type { PedidoTrabajador, RespuestaTrabajador } from './mensajesTrabajador.js';

/** The search engine in a Web Worker (webpack 5 bundles `trabajador.ts` as its own chunk). */
export function buscadorEnTrabajador(documentos: DocumentoBusqueda[]): Promise<Buscador> {
  const trabajador = new Worker(new URL('./trabajador.ts', import.meta.url));
  const pendientes = new Map<number, (resultado: ResultadoBusqueda) => void>();
  let numero = 0;
  return new Promise((listo, fallo) => {
    trabajador.onerror = (evento) => fallo(new Error(evento.message));
    trabajador.onmessage = (evento: MessageEvent<RespuestaTrabajador>) => {
      const respuesta = evento.data;
      if (respuesta.tipo === 'indexado') {
        listo({
          buscar(texto: string, opciones: OpcionesBusqueda = {}) {
            numero += 1;
            const pedido: PedidoTrabajador = { tipo: 'buscar', numero, texto, opciones };
            return new Promise((resolver) => {
              pendientes.set(pedido.numero, resolver);
              trabajador.postMessage(pedido);
            });
          },
          cerrar: () => trabajador.terminate(),
        });
      } else {
        pendientes.get(respuesta.numero)?.(respuesta.resultado);
        pendientes.delete(respuesta.numero);
      }
    };
    const pedido: PedidoTrabajador = { tipo: 'indexar', documentos };
    trabajador.postMessage(pedido);
  });
}
