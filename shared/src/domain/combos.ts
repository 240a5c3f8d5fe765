/** Combo requirement modes (SPEC §4): every requirement line, some of them, or a number of units among them (`cantidadModo3`). */
export const ModoRequisito = { Todos: 0, Algunos: 1, AlcanzarCantidad: 2 } as const;
export type ModoRequisito = (typeof ModoRequisito)[keyof typeof ModoRequisito];

/** Combo reward modes (SPEC §4): every reward line comes with the combo, or the pharmacy picks only one. */
export const ModoPremio = { TodosAdicionales: 0, SoloUnoAdicional: 1 } as const;
export type ModoPremio = (typeof ModoPremio)[keyof typeof ModoPremio];

export function modoRequisito(valor: number): ModoRequisito {
  if (!(Object.values(ModoRequisito) as number[]).includes(valor)) throw new Error('Modo de requisito no soportado');
  return valor as ModoRequisito;
}

export function modoPremio(valor: number): ModoPremio {
  if (!(Object.values(ModoPremio) as number[]).includes(valor)) throw new Error('Modo de premio no soportado');
  return valor as ModoPremio;
}

/** Combo validation observations (SPEC §4); 3 is a failed restriction, shown as insufficient availability. */
export const ObservacionCombo = {
  Generico: 0,
  ComboInexistente: 1,
  CantidadIncorrecta: 2,
  DisponibilidadInsuficiente: 3,
  StockMaximoSuperado: 4,
  ProductoBloqueado: 5,
  MaximoDiarioProducto: 6,
  ProductoInvalido: 7,
  SocioNoPuedeComprar: 9,
  MaximoDiarioCombo: 10,
  ComboInactivo: 11,
  ComboNoVigente: 12,
  ItemEnCarrito: 102,
} as const;
export type ObservacionCombo = (typeof ObservacionCombo)[keyof typeof ObservacionCombo];

/** SPEC §8 texts, verbatim. */
export const TEXTOS_OBSERVACION_COMBO: Record<ObservacionCombo, string> = {
  0: 'Error genérico',
  1: 'Combo inexistente',
  2: 'Cantidad incorrecta',
  3: 'Disponibilidad insuficiente',
  4: 'Stock máximo superado',
  5: 'Producto bloqueado',
  6: 'Máximo diario del producto superado',
  7: 'Producto inválido',
  9: 'El socio no puede comprar',
  10: 'Máximo diario del combo superado',
  11: 'El combo no se encuentra activo',
  12: 'El combo no se encuentra vigente',
  102: 'Verifique no tener los mismos troqueles en el carrito',
};

/** The text of an observation; an unknown value raises an error (SPEC §8). */
export function textoObservacionCombo(valor: number): string {
  const texto = (TEXTOS_OBSERVACION_COMBO as Record<number, string | undefined>)[valor];
  if (texto === undefined) throw new Error(`Observación de combo desconocida: ${valor}`);
  return texto;
}
