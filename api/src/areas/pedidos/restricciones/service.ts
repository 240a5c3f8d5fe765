import type { ChequeoRestriccion, ItemChequeoRestriccion } from '@portal/shared/contracts';
import { MotivoRechazo, ResultadoChequeo } from '@portal/shared/domain';
import type { Db } from '../../../db/client.js';
import { validarCombo } from '../combo-validar/index.js';
import { leerCondicionesFarmacia } from '../../../plataforma/farmacia/index.js';
import { ofertasConLineas } from '../oferta/index.js';
import { troquelesBloqueados, leerProductosConPrecio } from '../producto/index.js';
import * as reloj from '../../../reloj.js';

type Veredicto = Pick<ChequeoRestriccion, 'resultadoChequeo' | 'motivoRechazo' | 'cantidadAceptada'>;

const aceptado = (cantidad: number): Veredicto => ({ resultadoChequeo: ResultadoChequeo.Aceptado, motivoRechazo: MotivoRechazo.Aceptado, cantidadAceptada: cantidad });
const rechazo = (resultadoChequeo: ResultadoChequeo, motivoRechazo: MotivoRechazo, cantidadAceptada = 0): Veredicto => ({ resultadoChequeo, motivoRechazo, cantidadAceptada });

/**
 * `POST /api/pedido/ChequeadorRestriccionesProductoControllerChequear`: before confirming, whether each line can be
 * ordered as it is and how many units would be accepted. A combo line stands or falls with its combo's validation
 * (the request's lines of that combo together); a product line with its product (on sale, not blocked for the
 * pharmacy, within its maximum per order); an offer line also with its offer (the troquel in it, current, open to
 * group members when the pharmacy is one, its minimum, its maximum per order and the units it has left).
 */
export async function chequearRestricciones(db: Db, farmaciaId: number, items: readonly ItemChequeoRestriccion[], ahora = reloj.ahora()): Promise<ChequeoRestriccion[]> {
  const troqueles = [...new Set(items.map((i) => i.troquel))];
  const ofertaIds = [...new Set(items.map((i) => i.ofertaId).filter((id) => id > 0))];
  const comboIds = [...new Set(items.map((i) => i.comboId).filter((id) => id > 0))];
  const [farmacia, productos, bloqueado, ofertas] = await Promise.all([
    leerCondicionesFarmacia(db, farmaciaId),
    leerProductosConPrecio(db, troqueles),
    troquelesBloqueados(db, farmaciaId, troqueles),
    ofertasConLineas(db, ofertaIds),
  ]);
  const combosValidos = new Map<number, boolean>();
  for (const comboId of comboIds) {
    const delCombo = items.filter((i) => i.comboId === comboId).map(({ troquel, cantidad }) => ({ troquel, cantidad }));
    const validacion = await validarCombo(db, farmaciaId, { comboId, items: delCombo }, [], ahora);
    combosValidos.set(comboId, validacion.observaciones.length === 0);
  }

  const veredicto = ({ troquel, cantidad, ofertaId, comboId }: ItemChequeoRestriccion): Veredicto => {
    if (comboId > 0) {
      return combosValidos.get(comboId) ? aceptado(cantidad) : rechazo(ResultadoChequeo.ComboNoDisponible, MotivoRechazo.CondicionesComboNoCumplidas);
    }
    const p = productos.get(troquel);
    if (!p || p.fechaBaja !== null || bloqueado.has(troquel)) return rechazo(ResultadoChequeo.ProductoNoDisponible, MotivoRechazo.CondicionesNoCumplidas);
    if (p.max !== null && cantidad > p.max) return rechazo(ResultadoChequeo.ProductoNoDisponible, MotivoRechazo.SuperaStockMaximo, p.max);
    if (ofertaId === 0) return aceptado(cantidad);
    const o = ofertas.get(ofertaId);
    if (!o) return rechazo(ResultadoChequeo.OfertaNoDisponible, MotivoRechazo.OfertaNoVigente);
    const linea = o.lineas.get(troquel);
    if (!linea) return rechazo(ResultadoChequeo.OfertaNoDisponible, MotivoRechazo.ProductoAusenteEnOferta);
    if (!o.activa || o.inicioVigencia > ahora || o.finVigencia < ahora) return rechazo(ResultadoChequeo.OfertaNoDisponible, MotivoRechazo.OfertaNoVigente);
    if (o.excluyeSocios && farmacia.socio) return rechazo(ResultadoChequeo.OfertaNoDisponible, MotivoRechazo.SociosNoPuedenPedirOferta);
    if (cantidad < linea.cantidadMinima) return rechazo(ResultadoChequeo.OfertaNoDisponible, MotivoRechazo.CondicionesNoCumplidas);
    if (linea.cantidadMaxima !== null && cantidad > linea.cantidadMaxima) {
      return rechazo(ResultadoChequeo.OfertaNoDisponible, MotivoRechazo.SuperaMaximoOferta, linea.cantidadMaxima);
    }
    if (linea.cantidadDisponible !== null && cantidad > linea.cantidadDisponible) {
      return rechazo(ResultadoChequeo.OfertaNoDisponible, MotivoRechazo.SuperaCantidadLimitadaOferta, Math.max(0, linea.cantidadDisponible));
    }
    return aceptado(cantidad);
  };

  return items.map((item) => ({
    troquel: item.troquel,
    ofertaId: item.ofertaId,
    comboId: item.comboId,
    cantidadPedida: item.cantidad,
    ...veredicto(item),
  }));
}
