import type { Db } from '../db/client.js';
import type { Aleatorio } from './aleatorio.js';

export type Escala = 'demo' | 'large';

/** How much each scale generates. */
export interface Volumen {
  productos: number;
  /** Total pharmacies, the four demo ones included. */
  farmacias: number;
  /** Groups besides the demo group. */
  gruposExtra: number;
  ofertas: number;
  combos: number;
  /** Pharmacies with two years of orders, invoices and movements; the demo pharmacies always have them. */
  historiaParaTodas: boolean;
  /** Average orders per pharmacy and week. */
  pedidosPorSemana: number;
  /**
   * The demo pharmacies' orders per week: in the large seed they are busy ones (several orders a day for two years),
   * the history bench's pharmacy among them.
   */
  pedidosPorSemanaDemo: number;
  lineasPorPedido: readonly [number, number];
}

export const VOLUMENES: Record<Escala, Volumen> = {
  demo: { productos: 3_000, farmacias: 24, gruposExtra: 2, ofertas: 30, combos: 12, historiaParaTodas: false, pedidosPorSemana: 1.5, pedidosPorSemanaDemo: 1.5, lineasPorPedido: [3, 10] },
  large: { productos: 50_000, farmacias: 1_000, gruposExtra: 49, ofertas: 400, combos: 120, historiaParaTodas: true, pedidosPorSemana: 1, pedidosPorSemanaDemo: 18, lineasPorPedido: [3, 10] },
};

export interface Contexto {
  db: Db;
  rnd: Aleatorio;
  escala: Escala;
  volumen: Volumen;
  /** The seed's "now": everything dated is placed relative to it. */
  ahora: Date;
  passwordHash: string;
  log(mensaje: string): void;
}
