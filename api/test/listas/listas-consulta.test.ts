import { and, count, gte, lt } from 'drizzle-orm';
import { errorApiSchema } from '@portal/shared/contracts';
import { farmacia, usuario } from '../../src/db/schema/index.js';
import { ErrorHttp } from '../../src/errores.js';
import { consultaListaSchema, definirLista, traducirConsulta } from '../../src/listas/index.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { tokenCache } from '../support/sesion.js';

/** Pharmacies of this suite only, far from the seed's ids. */
const DESDE = 990_001;
const HASTA = 991_000;

const FARMACIAS = [
  { id: 990_001, nombre: 'Farmacia 100% Salud', localidad: 'Quilmes', saldo: 1500.5, fechaVencimiento: '2026-12-31', bloqueada: false, grupoId: null },
  { id: 990_002, nombre: 'Farmacia_Sur', localidad: 'Quilmes', saldo: -200, fechaVencimiento: '2027-01-01', bloqueada: true, grupoId: 1 },
  { id: 990_003, nombre: 'Farmacias del Sur', localidad: 'Morón', saldo: 0, fechaVencimiento: null, bloqueada: false, grupoId: 1 },
  { id: 990_004, nombre: 'Perez, Hnos|Cía', localidad: 'Almagro', saldo: 1000, fechaVencimiento: '2026-06-15', bloqueada: false, grupoId: null },
  { id: 990_005, nombre: 'Drogueria Norte', localidad: 'Belgrano', saldo: 750, fechaVencimiento: '2026-12-31', bloqueada: true, grupoId: null },
] as const;

const lista = definirLista({
  campos: {
    id: { columna: farmacia.id, tipo: 'numero' },
    nombre: { columna: farmacia.nombre, tipo: 'texto' },
    localidad: { columna: farmacia.localidad, tipo: 'texto' },
    saldo: { columna: farmacia.saldo, tipo: 'numero' },
    fechaVencimiento: { columna: farmacia.fechaVencimiento, tipo: 'fecha' },
    bloqueada: { columna: farmacia.bloqueada, tipo: 'booleano' },
    grupoId: { columna: farmacia.grupoId, tipo: 'numero' },
  },
  ordenPorDefecto: '-saldo',
  desempate: farmacia.id,
});

const listaUsuarios = definirLista({
  campos: { fechaCreacion: { columna: usuario.fechaCreacion, tipo: 'fecha' } },
  ordenPorDefecto: 'fechaCreacion',
  desempate: usuario.id,
});

let entorno: Entorno;

beforeAll(async () => {
  entorno = await crearEntorno();
  await entorno.baseDatos.db.insert(farmacia).values(
    FARMACIAS.map((f) => ({
      ...f,
      razonSocial: `${f.nombre} S.R.L.`,
      direccion: 'Calle 123',
      codPostal: 'B1878AAE',
      cuit: '30-71234567-1',
      ingresosBrutos: '901-00000-4',
      directorTecnico: 'Farm. Prueba',
      sucursal: 1,
      tipoContribuyente: 1,
      tipoFarmacia: 0,
      nroReparto: 1,
    })),
  );
});
afterAll(() => entorno?.cerrar());

async function ids(query: Record<string, string>): Promise<{ ids: number[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(lista, consultaListaSchema.parse(query));
  const condicion = and(gte(farmacia.id, DESDE), lt(farmacia.id, HASTA), where);
  const db = entorno.baseDatos.db;
  const filas = await db.select({ id: farmacia.id }).from(farmacia).where(condicion).orderBy(...orderBy).limit(limit).offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(farmacia).where(condicion);
  return { ids: filas.map((f) => f.id), total };
}

const filtrar = async (filters: string) => (await ids({ filters, sorts: 'id' })).ids.map((id) => id - 990_000);

describe('filters over a real table', () => {
  test('equals and not equals (which keeps rows without a value)', async () => {
    expect(await filtrar('localidad==Quilmes')).toEqual([1, 2]);
    expect(await filtrar('grupoId!=1')).toEqual([1, 4, 5]);
  });

  test('contains, starts with and ends with, regardless of case', async () => {
    expect(await filtrar('nombre@=SUR')).toEqual([2, 3]);
    expect(await filtrar('nombre_=farmacias')).toEqual([3]);
    expect(await filtrar('nombre=_norte')).toEqual([5]);
  });

  test('% and _ are plain characters, not wildcards', async () => {
    expect(await filtrar('nombre@=100%')).toEqual([1]);
    expect(await filtrar('nombre@=100_')).toEqual([]);
    expect(await filtrar('nombre@=macia_')).toEqual([2]);
    expect(await filtrar('nombre_=Farmacia_')).toEqual([2]);
  });

  test('escaped commas and bars are part of the value', async () => {
    expect(await filtrar('nombre==Perez\\, Hnos\\|Cía')).toEqual([4]);
  });

  test('several values mean any of them, several conditions all of them', async () => {
    expect(await filtrar('localidad==Quilmes|Morón')).toEqual([1, 2, 3]);
    expect(await filtrar('localidad==Quilmes|Morón,bloqueada==false')).toEqual([1, 3]);
    expect(await filtrar('(nombre|localidad)@=mor')).toEqual([3]);
  });

  test('numbers compare as numbers', async () => {
    expect(await filtrar('saldo>=1000')).toEqual([1, 4]);
    expect(await filtrar('saldo<0')).toEqual([2]);
    expect(await filtrar('saldo==1500\\,5')).toEqual([1]);
  });

  test('dates in either format, and null', async () => {
    expect(await filtrar('fechaVencimiento==31/12/2026')).toEqual([1, 5]);
    expect(await filtrar('fechaVencimiento>2026-12-31')).toEqual([2]);
    expect(await filtrar('fechaVencimiento<=15/6/2026')).toEqual([4]);
    expect(await filtrar('fechaVencimiento==null')).toEqual([3]);
  });

  test('an instant falls on its day in Buenos Aires', async () => {
    const db = entorno.baseDatos.db;
    await db.insert(usuario).values({
      id: 'lista-medianoche',
      userName: 'lista.medianoche',
      email: 'lista@farmacias.example',
      farmaciaId: 990_001,
      nombre: 'Medianoche',
      passwordHash: 'x',
      fechaCreacion: new Date('2026-03-01T02:30:00Z'),
    });
    const dia = async (filters: string) => {
      const { where } = traducirConsulta(listaUsuarios, consultaListaSchema.parse({ filters }));
      return (await db.select({ id: usuario.id }).from(usuario).where(where)).map((u) => u.id);
    };
    expect(await dia('fechaCreacion==28/02/2026')).toEqual(['lista-medianoche']);
    expect(await dia('fechaCreacion==01/03/2026')).toEqual([]);
  });

  test('a value of the wrong type is refused in Spanish before reaching the database', () => {
    expect(() => traducirConsulta(lista, consultaListaSchema.parse({ filters: 'saldo>mucho' }))).toThrow(
      new ErrorHttp(400, 'El valor "mucho" del campo saldo no es un número.'),
    );
  });
});

describe('order and pages', () => {
  test('the default order, then the tie-breaker', async () => {
    expect((await ids({})).ids.map((id) => id - 990_000)).toEqual([1, 4, 5, 3, 2]);
  });

  test('the requested order', async () => {
    expect((await ids({ sorts: 'localidad,-nombre' })).ids.map((id) => id - 990_000)).toEqual([4, 5, 3, 2, 1]);
  });

  test('a page of the list with the total of every matching row', async () => {
    expect(await ids({ sorts: 'id', page: '2', pageSize: '2' })).toEqual({ ids: [990_003, 990_004], total: 5 });
    expect(await ids({ sorts: 'id', page: '9', pageSize: '2' })).toEqual({ ids: [], total: 5 });
  });
});

describe('a list route over HTTP', () => {
  test('sends the page with X-Total-Count, and refuses a bad filter with 400', async () => {
    const token = await tokenCache(entorno.url)('admin.demo');
    const pedir = (query: string) => fetch(`${entorno.url}/api/Usuario/farmacia/1001?${query}`, { headers: { authorization: `Bearer ${token}` } });

    const respuesta = await pedir('filters=userName@=.demo&sorts=-userName&pageSize=2');
    expect(respuesta.status).toBe(200);
    const usuarios = (await respuesta.json()) as { userName: string }[];
    const total = Number(respuesta.headers.get('x-total-count'));
    expect(usuarios).toHaveLength(2);
    expect(total).toBeGreaterThan(2);
    expect(usuarios[0]!.userName > usuarios[1]!.userName).toBe(true);
    expect(respuesta.headers.get('access-control-expose-headers')).toBe('X-Total-Count');

    const malo = await pedir('filters=clave==secreta');
    expect(malo.status).toBe(400);
    const error = errorApiSchema.parse(await malo.json());
    expect(error.mensaje).toMatch(/^El campo "clave" no se puede usar en filters\. Campos admitidos: userName, email/);
    expect(error.errors.filters).toEqual([error.mensaje]);

    const pagina = await pedir('page=0');
    expect(pagina.status).toBe(400);
    expect(Object.keys(errorApiSchema.parse(await pagina.json()).errors)).toEqual(['page']);
  });
});
