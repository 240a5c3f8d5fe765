import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import type { Pistas } from './esquemas.js';
import * as reloj from '../../src/reloj.js';

/**
 * What the fuzzer knows of the seeded database: values worth sending (so valid requests reach real rows), and the
 * marks of each pharmacy's data (so an answer that carries another pharmacy's data is caught).
 */

/** Kinds of values the seed holds, and the field or parameter names that ask for each (first rule that matches). */
type Clase =
  | 'troquel'
  | 'combo'
  | 'oferta'
  | 'turno'
  | 'carrito'
  | 'factura'
  | 'remito'
  | 'pedido'
  | 'grupo'
  | 'farmacia'
  | 'seccion'
  | 'parametro'
  | 'cantidad'
  | 'usuario'
  | 'userName'
  | 'email'
  | 'guid'
  | 'archivo'
  | 'rol'
  | 'password'
  | 'base64'
  | 'pagina'
  | 'fecha'
  | 'tipoComprobante';

const REGLAS: [RegExp, Clase][] = [
  [/tipoComprobante/i, 'tipoComprobante'],
  [/fecha|desde|hasta|date/i, 'fecha'],
  [/troquel|ItemCarrito|Favoritos|Recuperador/i, 'troquel'],
  [/combo/i, 'combo'],
  [/oferta/i, 'oferta'],
  [/turno/i, 'turno'],
  [/carrito/i, 'carrito'],
  [/factura/i, 'factura'],
  [/remito/i, 'remito'],
  [/guid/i, 'guid'],
  [/pedido/i, 'pedido'],
  [/grupo/i, 'grupo'],
  [/farmacia/i, 'farmacia'],
  [/secci/i, 'seccion'],
  [/parametro/i, 'parametro'],
  [/cantidad/i, 'cantidad'],
  [/^page(size)?$/i, 'pagina'],
  [/username/i, 'userName'],
  [/password|clave/i, 'password'],
  [/contenido|base64/i, 'base64'],
  [/email|correo/i, 'email'],
  [/user|usuario/i, 'usuario'],
  [/archivo|nombre|^x$/i, 'archivo'],
  [/rol/i, 'rol'],
];

/** Kinds a path parameter may address; the others name values (a password, a role), never the resource of a route. */
const RECURSOS: readonly Clase[] = ['troquel', 'combo', 'oferta', 'turno', 'carrito', 'factura', 'remito', 'guid', 'pedido', 'grupo', 'farmacia', 'usuario', 'archivo'];

/**
 * The kind a name asks for. A path parameter comes as its route with the parameter marked (`/api/Usuario/Password/{id}`):
 * the nearest segment before it that names a resource decides (`Usuario`, not `Password`).
 */
function claseDe(nombre: string): Clase | undefined {
  const marca = nombre.indexOf('{');
  if (nombre.startsWith('/') && marca >= 0) {
    const param = nombre.slice(marca + 1, nombre.indexOf('}', marca));
    const segmentos = [param, ...nombre.slice(0, marca).split('/').reverse()];
    return segmentos.map((seg) => REGLAS.find(([regla, clase]) => RECURSOS.includes(clase) && regla.test(seg))?.[1]).find(Boolean);
  }
  return REGLAS.find(([regla]) => regla.test(nombre))?.[1];
}

/** One pharmacy's data as it shows in an answer: ids that are unique strings, and numeric ids by kind. */
export interface Marcas {
  /** User ids, e-mails and order guids (UUIDs), CUIT, GLN, business name: text → pharmacy. */
  textos: Map<string, number>;
  /** Numeric ids by kind (`pedido`, `carrito`, `remito`, `factura`): id → pharmacy. */
  numeros: Record<'pedido' | 'carrito' | 'remito' | 'factura', Map<number, number>>;
}

export interface Semilla {
  enteros: Partial<Record<Clase, number[]>>;
  textos: Partial<Record<Clase, string[]>>;
  marcas: Marcas;
  /** Pharmacies of each group. */
  grupos: Map<number, number[]>;
  /** The pharmacy a pooled value belongs to, by `clase:valor` (users, orders, carts…). */
  duenos: Map<string, number>;
}

type Fila = Record<string, unknown>;
async function filas(db: Db, consulta: ReturnType<typeof sql>): Promise<Fila[]> {
  const resultado = (await db.execute(consulta)) as unknown as { rows: Fila[] };
  return resultado.rows;
}

const numeros = (xs: Fila[], c = 'id') => xs.map((x) => Number(x[c]));
const textosDe = (xs: Fila[], c: string) => xs.map((x) => String(x[c]));

/**
 * Reads the pools and the marks; called again before each property, as the fuzzer's own writes add rows. Every query
 * is ordered: the pools are drawn from by index, so rows in heap order would make the same FUZZ_SEED send other
 * requests on PostgreSQL than on PGlite, or from one run to the next (updates move rows; a seq scan may start mid-table).
 */
export async function leerSemilla(db: Db): Promise<Semilla> {
  const [productos, combos, ofertas, turnos, carritos, facturas, remitos, pedidos, farmacias, usuarios, parametros, banners, archivos, roles, comprobantes] =
    await Promise.all([
      filas(
        db,
        sql`select troquel from ((select troquel from producto order by troquel limit 30) union (select troquel from combo_item order by troquel limit 10) union (select troquel from oferta_troquel order by troquel limit 10)) t order by troquel`,
      ),
      filas(db, sql`select id from combo order by id limit 20`),
      filas(db, sql`select id from oferta order by id limit 20`),
      // The shifts the demo pharmacies may choose come first, then the rest.
      filas(db, sql`select t.id from turno t order by exists (select 1 from turno_farmacia tf where tf.turno_id = t.id and tf.farmacia_id in (1001, 1002) and tf.activo) desc, t.id`),
      filas(db, sql`select id, farmacia_id, actual from carrito order by actual, id`),
      filas(db, sql`select id, farmacia_id from factura order by id`),
      filas(db, sql`select id, farmacia_id from remito order by id`),
      filas(db, sql`select id, pedido_guid, farmacia_id from pedido order by id`),
      filas(db, sql`select id, grupo_id, cuit, gln, razon_social from farmacia order by id`),
      filas(db, sql`select id, user_name, email, farmacia_id from usuario order by (farmacia_id in (1001, 1002, 1003)) desc, id limit 200`),
      filas(db, sql`select id from parametro_sistema order by id`),
      filas(db, sql`select nombre_archivo from banner order by nombre_archivo`),
      filas(db, sql`select nombre from archivo where farmacia_id is not null order by nombre limit 20`),
      filas(db, sql`select nombre from rol order by nombre`),
      filas(db, sql`select distinct tipo_comprobante_id as id from factura order by id`),
    ]);
  const marcas: Marcas = { textos: new Map(), numeros: { pedido: new Map(), carrito: new Map(), remito: new Map(), factura: new Map() } };
  const marcar = (clase: keyof Marcas['numeros'], xs: Fila[]) => xs.forEach((x) => marcas.numeros[clase].set(Number(x.id), Number(x.farmacia_id)));
  marcar('pedido', pedidos);
  marcar('carrito', carritos);
  marcar('remito', remitos);
  marcar('factura', facturas);
  for (const u of usuarios) {
    marcas.textos.set(String(u.id), Number(u.farmacia_id));
    marcas.textos.set(String(u.email), Number(u.farmacia_id));
  }
  for (const p of pedidos) marcas.textos.set(String(p.pedido_guid), Number(p.farmacia_id));
  const grupos = new Map<number, number[]>();
  for (const f of farmacias) {
    for (const c of ['cuit', 'gln', 'razon_social']) if (f[c]) marcas.textos.set(String(f[c]), Number(f.id));
    if (f.grupo_id !== null) grupos.set(Number(f.grupo_id), [...(grupos.get(Number(f.grupo_id)) ?? []), Number(f.id)]);
  }
  // The demo pharmacies and a few of each kind per pharmacy: the fuzzer aims at 1001's rows as 1002 and the other way round.
  const duenos = new Map<string, number>();
  const anotar = (clase: Clase, xs: Fila[], columna = 'id') => xs.forEach((x) => duenos.set(`${clase}:${String(x[columna])}`, Number(x.farmacia_id)));
  anotar('pedido', pedidos);
  anotar('guid', pedidos, 'pedido_guid');
  anotar('carrito', carritos);
  anotar('remito', remitos);
  anotar('factura', facturas);
  anotar('usuario', usuarios);
  anotar('email', usuarios, 'email');
  anotar('userName', usuarios, 'user_name');
  const deDemo = (xs: Fila[]) => xs.filter((x) => [1001, 1002, 1003].includes(Number(x.farmacia_id)));
  const deFarmacias = (xs: Fila[]) => [1001, 1002, 1003].flatMap((f) => numeros(xs.filter((x) => Number(x.farmacia_id) === f).slice(-6)));
  return {
    enteros: {
      troquel: numeros(productos, 'troquel'),
      combo: numeros(combos),
      oferta: numeros(ofertas),
      turno: numeros(turnos).slice(0, 4),
      carrito: deFarmacias(carritos),
      factura: deFarmacias(facturas),
      remito: deFarmacias(remitos),
      pedido: deFarmacias(pedidos),
      farmacia: numeros(farmacias).filter((id) => id <= 1004 || id % 97 === 0),
      grupo: [...grupos.keys()],
      seccion: [1, 2, 5, 8, 11, 41],
      parametro: numeros(parametros),
      cantidad: [1, 2, 3, 10, 99],
      pagina: [1, 1, 2, 3, 5, 25, 100, 500],
      tipoComprobante: numeros(comprobantes),
    },
    textos: {
      usuario: textosDe(deDemo(usuarios), 'id'),
      userName: textosDe(deDemo(usuarios), 'user_name'),
      email: textosDe(deDemo(usuarios), 'email'),
      password: ['Portal2026!', 'Fuzz2026!Nueva', 'corta', 'sinnumeros!', 'SinSimbolos2026'],
      // An order file as the importer reads it (troquel and quantity a line), in base64 as the API takes it.
      base64: [
        Buffer.from(numeros(productos, 'troquel').slice(0, 5).map((t, i) => `${t} ${i + 1}`).join('\n')).toString('base64'),
        Buffer.from('troquel;cantidad\n1;1\n').toString('base64'),
        Buffer.from([0xff, 0xfe, 0x00, 0x00]).toString('base64'),
        '',
        'no es base64!',
      ],
      guid: pedidos.filter((p) => [1001, 1002].includes(Number(p.farmacia_id))).slice(-10).map((p) => String(p.pedido_guid)),
      archivo: [...textosDe(banners, 'nombre_archivo'), ...textosDe(archivos, 'nombre')],
      rol: textosDe(roles, 'nombre'),
      // Days the seed's history covers (it runs up to today) as the API's dates are written, and a few edges.
      fecha: [-730, -365, -90, -30, -7, -1, 0, 1].map((dias) => new Date(reloj.ahoraMs() + dias * 86_400_000).toISOString().slice(0, 10)),
    },
    marcas,
    grupos,
    duenos,
  };
}

/**
 * Values for a field by its name. `protegidos` are left out: the fuzzer's own accounts, which a write (delete,
 * disable, new roles or password) would take away from the properties that follow.
 */
export function pistas(semilla: Semilla, protegidos: ReadonlySet<string>, propias: { farmacias: readonly number[]; grupos: readonly number[] }): Pistas {
  // The caller's own pharmacy, group and rows weigh as much as all the others together: half the draws reach its data.
  const conPropios = <T extends number | string>(clase: Clase, valores: T[]): T[] => {
    const suyos =
      clase === 'farmacia'
        ? (propias.farmacias as T[])
        : clase === 'grupo'
          ? (propias.grupos as T[])
          : valores.filter((v) => propias.farmacias.includes(semilla.duenos.get(`${clase}:${v}`) ?? -1));
    return suyos.length ? [...valores, ...Array.from({ length: valores.length }, (_, i) => suyos[i % suyos.length]!)] : valores;
  };
  const todosEnteros = [...new Set(Object.values(semilla.enteros).flat())];
  const todosTextos = [...new Set(Object.values(semilla.textos).flat())].filter((t) => !protegidos.has(t));
  return (nombre) => {
    const clase = claseDe(nombre);
    const enteros = clase ? conPropios(clase, semilla.enteros[clase] ?? []) : todosEnteros;
    const textos = clase ? conPropios(clase, (semilla.textos[clase] ?? []).filter((t) => !protegidos.has(t))) : todosTextos;
    return { enteros: enteros.length ? enteros : todosEnteros, textos: textos.length ? textos : todosTextos };
  };
}
