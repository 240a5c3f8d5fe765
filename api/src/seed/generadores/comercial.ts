import { combo, comboItem, oferta, ofertaTroquel } from '../../db/schema/index.js';
import { insertarLote } from '../lotes.js';
import { DIA_MS, diaIso, enDia } from '../fechas.js';
import type { Contexto } from '../contexto.js';
import type { ProductoGenerado } from './catalogo.js';

export interface OfertaGenerada {
  id: number;
  leyenda: string;
  inicio: Date;
  fin: Date;
  /** Discount (%) per troquel. */
  troqueles: Map<number, number>;
}

/** Offers and combos, most of them current and the rest expired, grouped by laboratory as distributors run them. */
export async function sembrarComercial(ctx: Contexto, productos: readonly ProductoGenerado[]): Promise<OfertaGenerada[]> {
  const { db, rnd, volumen, ahora } = ctx;
  const porLaboratorio = new Map<number, ProductoGenerado[]>();
  for (const p of productos) {
    if (!p.disponible) continue;
    const lista = porLaboratorio.get(p.laboratorioId) ?? [];
    lista.push(p);
    porLaboratorio.set(p.laboratorioId, lista);
  }
  const laboratorios = [...porLaboratorio.values()].filter((l) => l.length >= 4);

  const ofertas: OfertaGenerada[] = [];
  const filasOferta: (typeof oferta.$inferInsert)[] = [];
  const filasTroquel: (typeof ofertaTroquel.$inferInsert)[] = [];
  for (let id = 1; id <= volumen.ofertas; id++) {
    const vigente = rnd.probabilidad(0.75);
    const inicio = vigente ? enDia(ahora, -rnd.entero(1, 30)) : enDia(ahora, -rnd.entero(60, 400));
    const fin = vigente ? enDia(ahora, rnd.entero(5, 60), 23, 59) : new Date(inicio.getTime() + rnd.entero(15, 45) * DIA_MS);
    const lab = rnd.elegir(laboratorios);
    const elegidos = rnd.muestra(lab, rnd.entero(3, Math.min(15, lab.length)));
    const maximo = rnd.entero(10, 30);
    const leyenda = rnd.ponderado([
      [`${lab[0]!.laboratorio}: hasta ${maximo} % de descuento`, 3],
      [`Semana ${lab[0]!.laboratorio}`, 1],
      [`Oferta especial ${lab[0]!.laboratorio}`, 2],
    ] as const);
    const troqueles = new Map<number, number>();
    for (const p of elegidos) {
      const descuento = rnd.entero(5, maximo);
      troqueles.set(p.troquel, descuento);
      filasTroquel.push({
        ofertaId: id,
        troquel: p.troquel,
        descuento,
        cantidadMinima: rnd.ponderado([[1, 6], [3, 2], [6, 1]] as const),
        cantidadMaxima: rnd.probabilidad(0.3) ? rnd.elegir([12, 24, 48]) : null,
        cantidadDisponible: rnd.probabilidad(0.15) ? rnd.entero(100, 2_000) : null,
      });
    }
    const plazo = rnd.elegir([0, 0, 30, 45, 60]);
    filasOferta.push({
      id,
      leyenda,
      descripcion: `Descuentos en ${elegidos.length} productos de ${lab[0]!.laboratorio}. Válido hasta agotar stock.`,
      inicioVigencia: inicio,
      finVigencia: fin,
      plazo,
      plazoFijo: plazo === 0 && rnd.probabilidad(0.3) ? diaIso(enDia(ahora, rnd.entero(30, 90))) : null,
      activa: true,
      excluyeSocios: rnd.probabilidad(0.1),
    });
    ofertas.push({ id, leyenda, inicio, fin, troqueles });
  }
  await insertarLote(db, oferta, filasOferta);
  await insertarLote(db, ofertaTroquel, filasTroquel);

  const filasCombo: (typeof combo.$inferInsert)[] = [];
  const filasItem: (typeof comboItem.$inferInsert)[] = [];
  for (let id = 1; id <= volumen.combos; id++) {
    const vigente = rnd.probabilidad(0.7);
    const inicio = vigente ? enDia(ahora, -rnd.entero(1, 20)) : enDia(ahora, -rnd.entero(60, 300));
    const fin = vigente ? enDia(ahora, rnd.entero(10, 45), 23, 59) : new Date(inicio.getTime() + rnd.entero(15, 40) * DIA_MS);
    const lab = rnd.elegir(laboratorios);
    const elegidos = rnd.muestra(lab, rnd.entero(3, Math.min(5, lab.length)));
    const premios = rnd.entero(1, Math.min(2, elegidos.length - 2));
    const modoRequisito = rnd.elegir([0, 1, 2]);
    const modoPremio = rnd.elegir([0, 1]);
    const requisitos = elegidos.slice(premios);
    filasCombo.push({
      id,
      leyenda:
        modoRequisito === 2
          ? `Llevando ${requisitos.length * 2} unidades de ${lab[0]!.laboratorio}, bonificación en ${elegidos[0]!.nombre}`
          : `Combo ${lab[0]!.laboratorio}: ${requisitos.map((p) => p.nombre.split(' ')[0]).join(' + ')} con regalo`,
      inicioVigencia: inicio,
      finVigencia: fin,
      plazo: rnd.elegir([0, 30, 60]),
      plazoFijo: null,
      modoRequisito,
      modoPremio,
      cantidadModo3: modoRequisito === 2 ? requisitos.length * 2 : null,
      activo: vigente || rnd.probabilidad(0.5),
      maximoDiario: rnd.probabilidad(0.4) ? rnd.entero(1, 5) : null,
    });
    elegidos.forEach((p, i) =>
      filasItem.push({
        comboId: id,
        troquel: p.troquel,
        premio: i < premios,
        cantidad: i < premios ? 1 : rnd.entero(1, 3),
        descuento: i < premios ? rnd.elegir([50, 100]) : rnd.entero(0, 10),
      }),
    );
  }
  await insertarLote(db, combo, filasCombo);
  await insertarLote(db, comboItem, filasItem);
  ctx.log(`comercial: ${filasOferta.length} ofertas, ${filasCombo.length} combos`);
  return ofertas;
}
