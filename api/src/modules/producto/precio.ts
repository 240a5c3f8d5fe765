import { eq, inArray } from 'drizzle-orm';
import type { Precio } from '@portal/shared/contracts';
import { nivelStock } from '@portal/shared/domain';
import type { Db } from '../../db/client.js';
import { precio, stock } from './tablas.js';
import { comboDeTroqueles } from '../combo/service.js';
import { leerCondicionesFarmacia } from '../farmacia/condiciones.js';
import { ofertasDeTroqueles } from '../oferta/service.js';
import { ofertaDestacada, textoDescuento, textoRequisito, valorUnitario } from './calculo-precio.js';
import { sinRepetir } from './service.js';
import * as reloj from '../../reloj.js';

/**
 * `POST /api/producto/precio`: the price of each troquel for the pharmacy, in the order asked, leaving out troqueles
 * without a price-list row. Four queries whatever the number of troqueles.
 */
export async function preciosParaFarmacia(db: Db, farmaciaId: number, troqueles: readonly number[], ahora = reloj.ahora()): Promise<Precio[]> {
  const unicos = sinRepetir(troqueles);
  const { descuento, socio } = await leerCondicionesFarmacia(db, farmaciaId);
  const [filas, ofertas, combos] = await Promise.all([
    db
      .select({
        troquel: precio.troquel,
        precioLista: precio.precioLista,
        ultimoPrecio: precio.ultimoPrecio,
        precioAnterior: precio.precioAnterior,
        iva: precio.iva,
        ultimoIngreso: precio.ultimoIngreso,
        stock: {
          cantidad: stock.cantidad,
          umbralMinimo: stock.umbralMinimo,
          umbralCritico: stock.umbralCritico,
          min: stock.min,
          max: stock.max,
          multiplo: stock.multiplo,
        },
      })
      .from(precio)
      .leftJoin(stock, eq(stock.troquel, precio.troquel))
      .where(inArray(precio.troquel, unicos)),
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
