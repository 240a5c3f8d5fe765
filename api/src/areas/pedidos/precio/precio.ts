import type { Precio } from '@portal/shared/contracts';
import { nivelStock } from '@portal/shared/domain';
import type { Db } from '../../../db/client.js';
import { comboDeTroqueles } from '../combo/index.js';
import { leerCondicionesFarmacia } from '../../../plataforma/farmacia/index.js';
import { ofertasDeTroqueles } from '../oferta/index.js';
import { preciosDeLista, sinRepetir } from '../producto/index.js';
import { ofertaDestacada, textoDescuento, textoRequisito, valorUnitario } from './calculo-precio.js';
import * as reloj from '../../../reloj.js';

/**
 * `POST /api/producto/precio`: the price of each troquel for the pharmacy, in the order asked, leaving out troqueles
 * without a price-list row. Four queries whatever the number of troqueles.
 */
export async function preciosParaFarmacia(db: Db, farmaciaId: number, troqueles: readonly number[], ahora = reloj.ahora()): Promise<Precio[]> {
  const unicos = sinRepetir(troqueles);
  const { descuento, socio } = await leerCondicionesFarmacia(db, farmaciaId);
  const [filas, ofertas, combos] = await Promise.all([
    preciosDeLista(db, unicos),
    ofertasDeTroqueles(db, unicos, { socio, ahora }),
    comboDeTroqueles(db, unicos, ahora),
  ]);
  const porTroquel = new Map(filas.map((f) => [f.troquel, f]));
  return unicos.flatMap((troquel): Precio[] => {
    const fila = porTroquel.get(troquel);
    if (!fila) return [];
    const oferta = ofertaDestacada(ofertas.get(troquel) ?? []);
    const descuentoOferta = oferta?.descuento ?? 0;
    return [
      {
        troquel,
        stock: nivelStock(fila.stock),
        iva: fila.iva,
        ultimoPrecio: fila.ultimoPrecio,
        ultimoIngreso: fila.ultimoIngreso,
        precioAnterior: fila.precioAnterior,
        precioLista: fila.precioLista,
        comboId: combos.get(troquel) ?? 0,
        ofertaId: oferta?.ofertaId ?? 0,
        valor: valorUnitario(fila.ultimoPrecio, descuento, descuentoOferta),
        descuentoTexto: textoDescuento(descuento, descuentoOferta),
        min: fila.stock?.min ?? 1,
        max: fila.stock?.max ?? null,
        multi: fila.stock?.multiplo ?? 1,
        cantidad: oferta?.cantidadMinima ?? 1,
        requisito: oferta ? textoRequisito(oferta.cantidadMinima) : null,
      },
    ];
  });
}
