import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLES, type Rol } from '@portal/shared/domain';
import type { Db } from '../../src/db/client.js';
import { hashPassword } from '../../src/auth/password.js';
import { combo, comboItem, farmacia, oferta, ofertaTroquel, pedido, pedidoItem, precio, producto, stock, usuario, usuarioRol } from '../../src/db/schema/index.js';
import { PASSWORD_PRUEBA } from './sesion.js';
import * as reloj from '../../src/reloj.js';

const DIA = 86_400_000;

/** A pharmacy like 1001 (discount 8 %, branch 1, registered taxpayer, with GLN) with the given differences. */
export async function crearFarmacia(db: Db, id: number, cambios: Partial<typeof farmacia.$inferInsert> = {}): Promise<void> {
  const [base] = await db.select().from(farmacia).where(eq(farmacia.id, 1001));
  await db.insert(farmacia).values({ ...base!, id, grupoId: null, nombre: `Farmacia ${id}`, ...cambios });
}

let hash: Promise<string> | null = null;

/** A user who signs in with the test password. */
export async function crearUsuario(db: Db, userName: string, farmaciaId: number, roles: Rol[]): Promise<string> {
  hash ??= hashPassword(PASSWORD_PRUEBA);
  const id = randomUUID();
  await db.insert(usuario).values({ id, userName, email: `${userName}@farmacias.example`, emailConfirmado: true, farmaciaId, nombre: userName, passwordHash: await hash, seccionesHabilitadas: [1] });
  if (roles.length) await db.insert(usuarioRol).values(roles.map((r) => ({ usuarioId: id, rolId: ROLES.indexOf(r) + 1 })));
  return id;
}

export interface OpcionesProducto {
  nombre?: string;
  drogaId?: number | null;
  flags?: number;
  panalPami?: boolean;
  fechaBaja?: string | null;
  psicofarmaco?: boolean;
  psicofarmacoNoFacturable?: boolean;
  trazable?: boolean;
  /** `ultimoPrecio`; null leaves the product without a price-list row. */
  precio?: number | null;
  iva?: 0 | 2 | 3;
  stock?: number;
  min?: number;
  max?: number | null;
  multiplo?: number;
}

/** A product of laboratory 1 that no rule stops unless told otherwise (not a medicine, 21 % VAT, plenty of stock). */
export async function crearProducto(db: Db, troquel: number, o: OpcionesProducto = {}): Promise<number> {
  await db.insert(producto).values({
    troquel,
    codigoBarras: String(7790000000000 + troquel).slice(0, 13),
    nombre: o.nombre ?? `Producto de prueba ${troquel}`,
    laboratorioId: 1,
    categoriaId: 1,
    drogaId: o.drogaId ?? null,
    flags: o.flags ?? 0,
    panalPami: o.panalPami ?? false,
    fechaBaja: o.fechaBaja ?? null,
    psicofarmaco: o.psicofarmaco ?? false,
    psicofarmacoNoFacturable: o.psicofarmacoNoFacturable ?? false,
    trazable: o.trazable ?? false,
    iva21: (o.iva ?? 2) === 2,
    iva105: o.iva === 3,
  });
  if (o.precio !== null) {
    const ultimoPrecio = o.precio ?? 1000;
    await db.insert(precio).values({ troquel, precioLista: ultimoPrecio * 1.3, ultimoPrecio, iva: o.iva ?? 2 });
  }
  await db.insert(stock).values({ troquel, cantidad: o.stock ?? 10_000, umbralMinimo: 50, umbralCritico: 10, min: o.min ?? 1, max: o.max ?? null, multiplo: o.multiplo ?? 1 });
  return troquel;
}

export interface LineaOferta {
  troquel: number;
  descuento: number;
  cantidadMinima?: number;
  cantidadMaxima?: number | null;
  cantidadDisponible?: number | null;
}

/** An offer current for a month (or ended yesterday when `vencida`). */
export async function crearOferta(db: Db, lineas: LineaOferta[], o: { vencida?: boolean; excluyeSocios?: boolean } = {}): Promise<number> {
  const ahora = reloj.ahoraMs();
  const [fila] = await db
    .insert(oferta)
    .values({
      leyenda: 'Oferta de prueba',
      inicioVigencia: new Date(ahora - 30 * DIA),
      finVigencia: new Date(o.vencida ? ahora - DIA : ahora + 30 * DIA),
      excluyeSocios: o.excluyeSocios ?? false,
    })
    .returning({ id: oferta.id });
  await db.insert(ofertaTroquel).values(lineas.map((l) => ({ ofertaId: fila!.id, cantidadMinima: 1, ...l })));
  return fila!.id;
}

export interface LineaComboPrueba {
  troquel: number;
  cantidad: number;
  premio?: boolean;
  descuento?: number;
}

export async function crearCombo(
  db: Db,
  lineas: LineaComboPrueba[],
  o: { modoRequisito?: number; modoPremio?: number; cantidadModo3?: number | null; activo?: boolean; vencido?: boolean; maximoDiario?: number | null } = {},
): Promise<number> {
  const ahora = reloj.ahoraMs();
  const [fila] = await db
    .insert(combo)
    .values({
      leyenda: 'Combo de prueba',
      inicioVigencia: new Date(ahora - 10 * DIA),
      finVigencia: new Date(o.vencido ? ahora - DIA : ahora + 10 * DIA),
      modoRequisito: o.modoRequisito ?? 0,
      modoPremio: o.modoPremio ?? 0,
      cantidadModo3: o.cantidadModo3 ?? null,
      activo: o.activo ?? true,
      maximoDiario: o.maximoDiario ?? null,
    })
    .returning({ id: combo.id });
  await db.insert(comboItem).values(lineas.map((l) => ({ comboId: fila!.id, premio: false, descuento: 0, ...l })));
  return fila!.id;
}

/** An order placed now by the pharmacy with these lines, as a confirmation would leave it. */
export async function crearPedidoHoy(db: Db, farmaciaId: number, lineas: { troquel: number; cantidad: number; comboId?: number }[]): Promise<void> {
  const [fila] = await db.insert(pedido).values({ pedidoGuid: randomUUID(), farmaciaId, estadoId: 200 }).returning({ id: pedido.id });
  await db.insert(pedidoItem).values(
    lineas.map((l) => ({ pedidoId: fila!.id, farmaciaId, troquel: l.troquel, prodNombre: `Producto ${l.troquel}`, cantPedida: l.cantidad, comboId: l.comboId ?? null })),
  );
}

export interface Respuesta<T = unknown> {
  status: number;
  body: T;
}

/** Calls the API as a signed-in user, over real HTTP. */
export function clienteApi(baseUrl: string, token: () => Promise<string>, cabeceras: Record<string, string> = {}) {
  async function pedir<T>(method: string, ruta: string, body?: unknown, extra: Record<string, string> = {}): Promise<Respuesta<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${await token()}`, ...cabeceras, ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const respuesta = await fetch(`${baseUrl}${ruta}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const texto = await respuesta.text();
    return { status: respuesta.status, body: (texto ? JSON.parse(texto) : null) as T };
  }
  return {
    get: <T = unknown>(ruta: string, extra?: Record<string, string>) => pedir<T>('GET', ruta, undefined, extra),
    post: <T = unknown>(ruta: string, body: unknown, extra?: Record<string, string>) => pedir<T>('POST', ruta, body, extra),
    put: <T = unknown>(ruta: string, body?: unknown, extra?: Record<string, string>) => pedir<T>('PUT', ruta, body, extra),
  };
}

export type ClienteApi = ReturnType<typeof clienteApi>;
