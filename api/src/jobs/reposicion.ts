import type { FastifyInstance } from 'fastify';
import type { AvisoRecuperador } from '@portal/shared/contracts';
import { productosSinFiltro, reponerStock, unidadesEnStock, demandaDelRecuperador, diasDelRecuperador, itemsDeProductos, vencerRecuperador } from '../areas/pedidos/index.js';
import { farmaciasDeUsuarios } from '../areas/usuarios/index.js';
import { iniciarPeriodico, intervaloDe } from './periodico.js';
import * as reloj from '../reloj.js';

export const EVENTO_RECUPERADOR = 'RecuperadorConStock';

/** Units a restock brings of a product the recoverers wait for: what they wait for, three times, and never less than two dozen. */
const unidadesAReponer = (demanda: number) => Math.max(24, demanda * 3);

export interface ResultadoReposicion {
  repuestos: number[];
  farmaciasAvisadas: number[];
}

/**
 * The distributor's goods received: every product that some recoverer waits for and that has no stock is restocked.
 * The users whose recoverer holds a product that is back get a live notice (`RecuperadorConStock`) in every open page of
 * their pharmacy, and the recoverer marks the item as in stock, so it can go in the next round.
 */
export async function reponerFaltantes(app: FastifyInstance): Promise<ResultadoReposicion> {
  const demanda = await demandaDelRecuperador(app.db);
  const stock = await unidadesEnStock(app.db, demanda.map((d) => d.troquel));
  const sinStock = demanda.filter((d) => (stock.get(d.troquel) ?? 0) <= 0);
  if (sinStock.length === 0) return { repuestos: [], farmaciasAvisadas: [] };
  const repuestos = await app.db.transaction((tx) => reponerStock(tx, sinStock.map((d) => ({ troquel: d.troquel, unidades: unidadesAReponer(d.unidades) }))));
  return { repuestos, farmaciasAvisadas: await avisarRepuestos(app, repuestos) };
}

/** Tells each pharmacy whose users wait for these products that they are back; answers the pharmacies told. */
export async function avisarRepuestos(app: FastifyInstance, troqueles: readonly number[]): Promise<number[]> {
  const items = await itemsDeProductos(app.db, troqueles);
  if (items.length === 0) return [];
  const [farmacias, productos] = await Promise.all([farmaciasDeUsuarios(app.db, items.map((i) => i.userId)), productosSinFiltro(app.db, troqueles)]);
  const nombres = new Map(productos.map((p) => [p.troquel, p.nombre]));
  const porFarmacia = new Map<number, Map<number, number>>();
  for (const item of items) {
    const farmaciaId = farmacias.get(item.userId);
    if (farmaciaId === undefined) continue;
    const productosFarmacia = porFarmacia.get(farmaciaId) ?? new Map<number, number>();
    productosFarmacia.set(item.troquel, (productosFarmacia.get(item.troquel) ?? 0) + item.cantidadARecuperar);
    porFarmacia.set(farmaciaId, productosFarmacia);
  }
  await Promise.all(
    [...porFarmacia].map(([farmaciaId, cantidades]) => {
      const aviso: AvisoRecuperador = {
        productos: [...cantidades].map(([troquel, cantidadARecuperar]) => ({ troquel, nombre: nombres.get(troquel) ?? `Troquel ${troquel}`, cantidadARecuperar })),
      };
      return app.hub.enviarAFarmacia(farmaciaId, EVENTO_RECUPERADOR, [aviso]);
    }),
  );
  return [...porFarmacia.keys()].sort((a, b) => a - b);
}

/** `REPOSICION_INTERVAL_MS`: how often goods arrive for what the recoverers wait for (default 15 minutes; 0 off). */
export const intervaloReposicion = (env: NodeJS.ProcessEnv = process.env) => intervaloDe('REPOSICION_INTERVAL_MS', 15 * 60_000, env);

/** Items that waited longer than parameter 1140's days leave the recoverers, with a record; answers how many. */
export async function vencerFaltantesViejos(app: FastifyInstance, ahora = reloj.ahora()): Promise<number> {
  return (await vencerRecuperador(app.db, ahora, await diasDelRecuperador(app.db))).length;
}

/** Each run first expires old items (goods are not brought for what nobody waits for any more), then restocks. */
export const iniciarReposicion = (app: FastifyInstance, intervaloMs: number) =>
  iniciarPeriodico(app, 'reposición de faltantes', intervaloMs, async () => {
    const vencidos = await vencerFaltantesViejos(app);
    if (vencidos > 0) app.log.info({ vencidos }, 'vencimiento de productos del recuperador');
    const r = await reponerFaltantes(app);
    if (r.repuestos.length > 0) app.log.info(r, 'reposición de productos del recuperador');
  });
