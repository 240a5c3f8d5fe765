/** Results of the product restriction check (SPEC §4). */
export const ResultadoChequeo = { Aceptado: 0, OfertaNoDisponible: 1, ProductoNoDisponible: 2, ComboNoDisponible: 3 } as const;
export type ResultadoChequeo = (typeof ResultadoChequeo)[keyof typeof ResultadoChequeo];

/** Why a line of the restriction check was not accepted in full (SPEC §4). */
export const MotivoRechazo = {
  Aceptado: 0,
  SuperaMaximoFarmaciasRestriccion: 1,
  ProductoAusenteEnOferta: 2,
  SuperaMaximoOferta: 3,
  SuperaCantidadLimitadaOferta: 4,
  CondicionesNoCumplidas: 5,
  SuperaStockMaximo: 6,
  OfertaNoVigente: 7,
  SociosNoPuedenPedirOferta: 8,
  CondicionesComboNoCumplidas: 9,
} as const;
export type MotivoRechazo = (typeof MotivoRechazo)[keyof typeof MotivoRechazo];

export const TEXTOS_RESULTADO_CHEQUEO: Record<ResultadoChequeo, string> = {
  0: 'Aceptado',
  1: 'Oferta no disponible',
  2: 'Producto no disponible',
  3: 'Combo no disponible',
};

export const TEXTOS_MOTIVO_RECHAZO: Record<MotivoRechazo, string> = {
  0: 'Aceptado',
  1: 'Supera el máximo de farmacias para la restricción',
  2: 'El producto no forma parte de la oferta',
  3: 'Supera el máximo de la oferta',
  4: 'Supera la cantidad limitada de la oferta',
  5: 'No se cumplen las condiciones',
  6: 'Supera el stock máximo',
  7: 'La oferta no está vigente',
  8: 'Los socios no pueden pedir la oferta',
  9: 'No se cumplen las condiciones del combo',
};
