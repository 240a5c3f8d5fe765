import { guardarIndices, leerIndices } from './indicesGuardados.js';
import { crearMotorBusqueda, motorDeIndices, type MotorBusqueda } from './motor.js';
import { guardarIndice, leerIndice } from './almacenIndice.js';
import type { PedidoTrabajador, RespuestaTrabajador } from './mensajesTrabajador.js';

/**
 * Web Worker: builds the index (or reads back the one stored for the same catalogue) and answers searches away from
 * the page's thread, so typing never stutters.
 */
let motor: MotorBusqueda | null = null;

const responder = (respuesta: RespuestaTrabajador) => self.postMessage(respuesta);

/** The stored indices, read back, with their key; started by 'preparar' or else by 'cargar'. */
let lectura: Promise<{ clave: string; motor: MotorBusqueda } | null> | null = null;

function leer(): Promise<{ clave: string; motor: MotorBusqueda } | null> {
  lectura ??= leerIndice().then(
    (guardado) => (guardado ? { clave: guardado.clave, motor: motorDeIndices(leerIndices(guardado.indices)) } : null),
    // No IndexedDB here, or an unreadable copy: built from the documents instead.
    () => null,
  );
  return lectura;
}

async function cargar(clave: string): Promise<void> {
  const leido = await leer().catch(() => null);
  lectura = null;
  if (leido?.clave === clave) {
    motor = leido.motor;
    responder({ tipo: 'indexado' });
  } else {
    responder({ tipo: 'sinCopia' });
  }
}

async function guardar(construido: MotorBusqueda, clave: string): Promise<void> {
  try {
    await guardarIndice({ clave, indices: guardarIndices(construido.indices) });
    responder({ tipo: 'guardado', ok: true });
  } catch {
    // Only the next visit's speed is lost: it builds again.
    responder({ tipo: 'guardado', ok: false });
  }
}

const PAUSA_PARA_GUARDAR_MS = 500;
let guardarPendiente: (() => void) | null = null;
let temporizador: ReturnType<typeof setTimeout> | undefined;

function guardarAlPausar(construido: MotorBusqueda, clave: string): void {
  guardarPendiente = () => void guardar(construido, clave);
  esperarPausa();
}

function esperarPausa(): void {
  clearTimeout(temporizador);
  if (!guardarPendiente) return;
  temporizador = setTimeout(() => {
    const pendiente = guardarPendiente;
    guardarPendiente = null;
    pendiente?.();
  }, PAUSA_PARA_GUARDAR_MS);
}

self.onmessage = (evento: MessageEvent<PedidoTrabajador>) => {
  const pedido = evento.data;
  esperarPausa();
  if (pedido.tipo === 'preparar') {
    void leer();
  } else if (pedido.tipo === 'cargar') {
    void cargar(pedido.clave);
  } else if (pedido.tipo === 'indexar') {
    const construido = crearMotorBusqueda(pedido.documentos);
    motor = construido;
    responder({ tipo: 'indexado' });
    // Storing is for the next visit and takes the worker a while (the indices are serialised on this thread): it
    // waits until searches have paused, so the first keystrokes are not kept waiting.
    if (pedido.clave) guardarAlPausar(construido, pedido.clave);
  } else {
    const resultado = motor ? motor.buscar(pedido.texto, pedido.opciones) : { ids: [], niveles: [], total: 0 };
    responder({ tipo: 'resultado', numero: pedido.numero, resultado });
  }
};
