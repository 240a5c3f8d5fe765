/** Result codes of adding or changing a cart line (SPEC §4 "Cart add-result codes"). */
export const CodigoResultadoCarrito = {
  Ok: 0,
  Excepcion: 10,
  ProductoInexistente: 20,
  PsicofarmacoEnBotiquin: 30,
  MedicamentoEnPerfumeria: 31,
  PsicofarmacoNoFacturable: 40,
  PanalPamiSinOferta: 50,
  ProductoBloqueado: 60,
  PrecioMinimoNoRespetado: 70,
  ProductosRegaladosNoAceptados: 80,
  FarmaciaSinGln: 90,
  CondicionesVentaDistintas: 100,
  OfertaVencida: 110,
  UsuarioSinPermisos: 120,
  TestsCovid: 130,
} as const;
export type CodigoResultadoCarrito = (typeof CodigoResultadoCarrito)[keyof typeof CodigoResultadoCarrito];

/** How the client shows a result: antd's notification kinds. */
export type TipoResultadoCarrito = 'success' | 'warning' | 'error';

export const MENSAJES_RESULTADO_CARRITO: Record<CodigoResultadoCarrito, string> = {
  0: 'Producto actualizado en el carrito.',
  10: 'Ocurrió un error al actualizar el carrito. Intente nuevamente.',
  20: 'El producto no existe o fue dado de baja.',
  30: 'Los botiquines no pueden pedir psicofármacos.',
  31: 'Las perfumerías y droguerías no pueden pedir medicamentos.',
  40: 'Los psicofármacos no facturables no se pueden pedir por el portal.',
  50: 'Los pañales PAMI sólo se pueden pedir con una oferta vigente.',
  60: 'El producto está bloqueado para su farmacia.',
  70: 'El precio resultante no respeta el precio mínimo de venta.',
  80: 'No se aceptan productos sin cargo fuera de un combo.',
  90: 'Su farmacia no tiene GLN registrado: no puede pedir productos trazables.',
  100: 'La cantidad pedida no cumple las condiciones de venta de la oferta: el producto se agregó sin la oferta.',
  110: 'La oferta ya no está vigente: el producto se agregó sin la oferta.',
  120: 'Su usuario no tiene permisos para modificar el carrito.',
  130: 'La venta de tests de COVID no está habilitada.',
};

/** Codes after which the line is still in the cart (without the offer it asked for); every other non-zero code left the cart as it was. */
const ADVERTENCIAS: ReadonlySet<number> = new Set([CodigoResultadoCarrito.CondicionesVentaDistintas, CodigoResultadoCarrito.OfertaVencida]);

export const tipoResultadoCarrito = (codigo: CodigoResultadoCarrito): TipoResultadoCarrito =>
  codigo === CodigoResultadoCarrito.Ok ? 'success' : ADVERTENCIAS.has(codigo) ? 'warning' : 'error';

export const CODIGOS_RESULTADO_CARRITO = Object.values(CodigoResultadoCarrito);

export function esCodigoResultadoCarrito(valor: number): valor is CodigoResultadoCarrito {
  return (CODIGOS_RESULTADO_CARRITO as number[]).includes(valor);
}

/** The Spanish message of a code; an unknown code is a programming error. */
export function mensajeResultadoCarrito(codigo: number): string {
  if (!esCodigoResultadoCarrito(codigo)) throw new Error(`Código de resultado del carrito desconocido: ${codigo}`);
  return MENSAJES_RESULTADO_CARRITO[codigo];
}
