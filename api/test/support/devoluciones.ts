import { randomUUID } from 'node:crypto';
import { ROLES, type Rol } from '@portal/shared/domain';
import type { Db } from '../../src/db/client.js';
import { hashPassword } from '../../src/auth/password.js';
import { usuario, usuarioRol } from '../../src/db/schema/index.js';
import { procesarPedidosPendientes } from '../../src/jobs/cumplimiento.js';
import { fijarStock, prepararCarrito } from './pedido.js';
import { PASSWORD_PRUEBA } from './sesion.js';
import type { suiteApi } from './suite-api.js';
import * as reloj from '../../src/reloj.js';

/** What the return suites read of the seeded data directly (to pick cases), through the real database. */
export const filas = async <T>(db: Db, consulta: string): Promise<T[]> => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

export interface Linea {
  pedidoDetId: number;
  troquel: number;
  prodNombre: string;
  cantDisponible: number;
  tipoValidacion: 'ninguno' | 'lote' | 'serie';
}

let hash: Promise<string> | null = null;

/** A user of a pharmacy who signs in with the test password, with these roles and enabled sections. */
export async function crearUsuario(db: Db, userName: string, farmaciaId: number, roles: Rol[], secciones: number[]): Promise<void> {
  hash ??= hashPassword(PASSWORD_PRUEBA);
  const id = randomUUID();
  await db.insert(usuario).values({ id, userName, email: `${userName}@farmacias.example`, emailConfirmado: true, farmaciaId, nombre: userName, passwordHash: await hash, seccionesHabilitadas: secciones });
  await db.insert(usuarioRol).values(roles.map((r) => ({ usuarioId: id, rolId: ROLES.indexOf(r) + 1 })));
}

/** An invoice of the pharmacy emitted between `desdeDias` and `hastaDias` days ago, of an order, with lines. */
export async function facturaDeHaceDias(db: Db, farmaciaId: number, desdeDias: number, hastaDias: number): Promise<{ id: number; nroComprobante: number }> {
  const [f] = await filas<{ id: number; nroComprobante: number }>(
    db,
    `select f.id, f.nro_comprobante as "nroComprobante" from factura f where f.farmacia_id = ${farmaciaId} and f.pedido_id is not null and f.tipo_comprobante_id in (1, 6)
      and f.fecha_emision < '${reloj.ahora().toISOString()}'::timestamptz - interval '${desdeDias} days' and f.fecha_emision > '${reloj.ahora().toISOString()}'::timestamptz - interval '${hastaDias} days'
      and exists (select 1 from factura_item fi where fi.factura_id = f.id and fi.pedido_item_id is not null) order by f.fecha_emision desc limit 1`,
  );
  if (!f) throw new Error(`El seed no tiene una factura de ${farmaciaId} de entre ${desdeDias} y ${hastaDias} días`);
  return { id: Number(f.id), nroComprobante: Number(f.nroComprobante) };
}

export interface FacturaDePrueba {
  facturaId: number;
  pedidoId: number;
  /** One line per kind, as `itemsParaDevolver` answers them. */
  serie: Linea;
  lote: Linea;
  simple: Linea;
  /** The serials shipped on the traceable line, and the lot shipped on the lot line. */
  series: string[];
  loteDespachado: string;
}

/**
 * A fresh invoice of pharmacy 1001 made the way the distributor makes one: an order of a traceable product, one with
 * lot check and one without, confirmed through the API and invoiced by the fulfilment job, which records the serials
 * and the lot it shipped. Returns do not depend on what the seed left within the window on the day the suite runs.
 */
export async function facturaNueva(api: ReturnType<typeof suiteApi>, unidades = 4): Promise<FacturaDePrueba> {
  const db = api.entorno.app.db;
  const elegir = (condicion: string, excluir: number[]) =>
    filas<{ troquel: number }>(
      db,
      `select p.troquel from producto p join precio pr on pr.troquel = p.troquel join stock s on s.troquel = p.troquel
        where p.fecha_baja is null and not p.psicofarmaco and not p.psicofarmaco_no_facturable and ${condicion}
          and p.troquel not in (${[0, ...excluir].join(',')}) order by p.troquel limit 1`,
    ).then((f) => Number(f[0]!.troquel));
  const serie = await elegir('(p.flags & 1) <> 0', []);
  const lote = await elegir('(p.flags & 1) = 0 and p.tiene_lote', [serie]);
  const simple = await elegir('(p.flags & 1) = 0 and not p.tiene_lote', [serie, lote]);
  for (const t of [serie, lote, simple]) await fijarStock(db, t, 1000);
  const carritoId = await prepararCarrito(db, 1001, [serie, lote, simple].map((troquel) => ({ troquel, cantidad: unidades })));
  const pedido = await api.como('admin.demo', 'POST', '/api/pedido/Confirmar', { turnoId: 1, procesarBonos: false, carritoId });
  if (pedido.status !== 200) throw new Error(`No se pudo confirmar el pedido de prueba: ${pedido.status} ${JSON.stringify(pedido.body)}`);
  await procesarPedidosPendientes(api.entorno.app);
  await procesarPedidosPendientes(api.entorno.app);
  const [f] = await filas<{ id: number }>(db, `select id from factura where pedido_id = ${Number(pedido.body.id)} order by id limit 1`);
  const facturaId = Number(f!.id);
  const items = (await api.como('admin.demo', 'GET', `/api/factura/${facturaId}/itemsParaDevolver`)).body as Linea[];
  const linea = (troquel: number) => items.find((l) => l.troquel === troquel)!;
  const series = await filas<{ nro_serie: string }>(db, `select nro_serie from lote_despachado where factura_id = ${facturaId} and troquel = ${serie} order by nro_serie`);
  const [l] = await filas<{ lote: string }>(db, `select lote from lote_despachado where factura_id = ${facturaId} and troquel = ${lote}`);
  return { facturaId, pedidoId: Number(pedido.body.id), serie: linea(serie), lote: linea(lote), simple: linea(simple), series: series.map((r) => r.nro_serie), loteDespachado: l!.lote };
}
