import type { Buscador, OpcionesBusqueda, OrigenBuscador, ResultadoBusqueda } from './tipos.js';
import type { PedidoTrabajador, RespuestaTrabajador } from './mensajesTrabajador.js';

/** A new worker, already reading the stored indices (see 'preparar'). */
export function prepararTrabajador(): Worker {
  const trabajador = new Worker(new URL('./trabajador.ts', import.meta.url));
  const pedido: PedidoTrabajador = { tipo: 'preparar' };
  trabajador.postMessage(pedido);
  return trabajador;
}

/**
 * The search engine in a Web Worker (webpack 5 bundles `trabajador.ts` as its own chunk). With a key, the worker first
 * tries the indices stored for it; only without them are the documents built and sent (and the new indices stored).
 */
export function buscadorEnTrabajador(origen: OrigenBuscador, trabajador = prepararTrabajador()): Promise<Buscador> {
  const pendientes = new Map<number, (resultado: ResultadoBusqueda) => void>();
  let numero = 0;
  let avisarGuardado: (ok: boolean) => void = () => undefined;
  const indiceGuardado = new Promise<boolean>((resolver) => {
    avisarGuardado = resolver;
  });
  const enviar = (pedido: PedidoTrabajador) => trabajador.postMessage(pedido);
  // Only indices built here with a key get stored; read back or without a key, there is nothing to wait for.
  let guardara = false;
  const indexar = () => {
    guardara = Boolean(origen.clave);
    enviar({ tipo: 'indexar', documentos: origen.documentos(), clave: origen.clave ?? null });
  };
  return new Promise((listo, fallo) => {
    trabajador.onerror = (evento) => fallo(new Error(evento.message));
    trabajador.onmessage = (evento: MessageEvent<RespuestaTrabajador>) => {
      const respuesta = evento.data;
      if (respuesta.tipo === 'indexado') {
        if (!guardara) avisarGuardado(false);
        listo({
          buscar(texto: string, opciones: OpcionesBusqueda = {}) {
            numero += 1;
            const pedido: PedidoTrabajador = { tipo: 'buscar', numero, texto, opciones };
            return new Promise((resolver) => {
              pendientes.set(pedido.numero, resolver);
              enviar(pedido);
            });
          },
          cerrar: () => trabajador.terminate(),
          indiceGuardado,
        });
      } else if (respuesta.tipo === 'sinCopia') {
        indexar();
      } else if (respuesta.tipo === 'guardado') {
        avisarGuardado(respuesta.ok);
      } else {
        pendientes.get(respuesta.numero)?.(respuesta.resultado);
        pendientes.delete(respuesta.numero);
      }
    };
    if (origen.clave) enviar({ tipo: 'cargar', clave: origen.clave });
    else indexar();
  });
}
