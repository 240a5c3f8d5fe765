import { valorGuardado } from '../valorGuardado.js';

/** The catalogue as last received: gzip of its JSON and the server's `Last-Modified`. */
export interface CopiaCatalogo {
  ultimaModificacion: string;
  comprimido: ArrayBuffer;
}

const copia = valorGuardado<CopiaCatalogo>('portal-pedidos', 'catalogo', 'productos');

export const leerCopia = (): Promise<CopiaCatalogo | undefined> => copia.leer();
export const guardarCopia = (valor: CopiaCatalogo): Promise<void> => copia.guardar(valor);
