import { and, count, eq } from 'drizzle-orm';
import { FORMATO_ARCHIVO_PREDETERMINADO } from '../../../src/plataforma/farmacia/formato-archivo.js';
import { bono, farmacia, farmaciaGrupo, formatoArchivoFarmacia, producto } from '../../../src/db/schema/index.js';
import { FARMACIAS_DEMO, GRUPO_DEMO_ID } from '../../../src/seed/cuentas.js';
import { suiteApi } from '../../support/suite-api.js';
import { crearFarmacia, crearUsuario } from '../../support/datos.js';
import * as reloj from '../../../src/reloj.js';

const suite = suiteApi();
const { token, llamar } = suite;

const como = async (userName: string, path: string) => llamar('GET', path, { token: await token(userName) });

const horaEnBuenosAires = (iso: string) =>
  new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

describe('GET /api/farmacia/{id}', () => {
  test('a user of the pharmacy gets exactly its fields', async () => {
    const r = await como('pedidos.demo', '/api/farmacia/1001');
    expect(r.status).toBe(200);
    const demo = FARMACIAS_DEMO.find((f) => f.id === 1001)!;
    const [{ saldo }] = await suite.entorno.baseDatos.db.select({ saldo: farmacia.saldo }).from(farmacia).where(eq(farmacia.id, 1001));
    // What it owes: minus the sum of its movements (the seed sets it from them; test/areas/cuenta-corriente/cuenta-corriente/coherencia.test.ts checks it).
    expect(saldo).toBeLessThan(0);
    expect(r.body).toEqual({
      id: 1001,
      nombre: demo.nombre,
      razonSocial: demo.razonSocial,
      descuento: 8,
      plazo: 30,
      saldo,
      direccion: demo.direccion,
      localidad: demo.localidad,
      codPostal: demo.codPostal,
      cuit: demo.cuit,
      ingresosBrutos: '901-100155-4',
      directorTecnico: 'Farm. Roberto Álvarez',
      sucursal: 1,
      fechaVencimiento: '2026-12-15',
      tipoContribuyente: 1,
      tipoFarmacia: 0,
      nroReparto: 12,
      gln: demo.gln,
    });
  });

  test("another pharmacy is not found; a group user reaches its group's pharmacies", async () => {
    expect((await como('pedidos.demo', '/api/farmacia/1002')).status).toBe(404);
    expect((await como('grupo.demo', '/api/farmacia/1003')).status).toBe(200);
    expect((await como('grupo.demo', '/api/farmacia/1002')).status).toBe(404);
  });

  test('a malformed id is a 400 and no session a 401', async () => {
    const r = await como('pedidos.demo', '/api/farmacia/1001x');
    expect(r.status).toBe(400);
    expect(r.body.title).toBe('Solicitud incorrecta');
    expect((await llamar('GET', '/api/farmacia/1001')).status).toBe(401);
  });
});

describe('GET /api/farmacia/InfoHoras', () => {
  test("answers the server time and the next closing of the pharmacy's rounds: the one the cart names first", async () => {
    const r = await como('pedidos.demo', '/api/farmacia/infohoras');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['cierreReparto', 'horaServidor', 'repartoCerradoRecientemente']);
    expect(new Date(r.body.horaServidor).toISOString()).toBe(r.body.horaServidor);
    expect(new Date(r.body.cierreReparto) > new Date(r.body.horaServidor)).toBe(true);
    expect(typeof r.body.repartoCerradoRecientemente).toBe('boolean');
    // One source (issue 29): the header's closing is the first round of the cart's deliveries and, when no second
    // round comes first, the first shift the confirmation offers.
    const entregas = await como('pedidos.demo', '/api/carritopersistente/Entregas');
    expect(r.body.cierreReparto).toBe(entregas.body.rondas[0].cierre);
    const turnos = await como('pedidos.demo', '/api/pedido/1001/turnos-disponibles');
    const primerTurno = entregas.body.rondas.find((ronda: { tipo: string }) => ronda.tipo === 'turno');
    expect(turnos.body[0].cierre).toBe(primerTurno.cierre);
  });

  test('a pharmacy without rounds (no shift, a branch without the second round) closes daily at its own hour', async () => {
    const db = suite.entorno.baseDatos.db;
    await crearFarmacia(db, 5401, { sucursal: 9, cierreReparto: '19:15' });
    await crearUsuario(db, 'sin.rondas', 5401, ['Pedidos']);
    const r = await como('sin.rondas', '/api/farmacia/infohoras');
    expect(r.status).toBe(200);
    expect(horaEnBuenosAires(r.body.cierreReparto)).toBe('19:15');
    expect((await como('sin.rondas', '/api/carritopersistente/Entregas')).body.rondas).toEqual([]);
  });
});

describe('GET /api/farmacia/FormatoArchivo', () => {
  test("answers the pharmacy's stored format, or the default when it has none", async () => {
    const db = suite.entorno.baseDatos.db;
    await db.delete(formatoArchivoFarmacia).where(eq(formatoArchivoFarmacia.farmaciaId, 1002));
    expect((await como('otra.demo', '/api/farmacia/FormatoArchivo')).body).toEqual(FORMATO_ARCHIVO_PREDETERMINADO);

    const propio = {
      sistemaFarmacias: 'Farmasoft',
      troquel: { presente: true, indice: 3, longitud: 7 },
      codigoBarras: { presente: false, indice: 0, longitud: 0 },
      cantidad: { presente: true, indice: 10, longitud: 3 },
      nroOrden: { presente: true, indice: 0, longitud: 3 },
      nombreProducto: { presente: false, indice: 0, longitud: 0 },
    };
    await db.insert(formatoArchivoFarmacia).values({ farmaciaId: 1002, ...propio });
    const r = await como('otra.demo', '/api/farmacia/FormatoArchivo');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(propio);
  });
});

describe('GET /api/farmacia/{id}/cantBonos', () => {
  test('counts the bonos still pending (state 200), not the credited ones', async () => {
    const db = suite.entorno.baseDatos.db;
    const pendientes = async () =>
      (await db.select({ n: count() }).from(bono).where(and(eq(bono.farmaciaId, 1001), eq(bono.estadoId, 200))))[0]!.n;
    const antes = await pendientes();
    expect((await como('pedidos.demo', '/api/farmacia/1001/cantBonos')).body).toBe(antes);

    const [{ troquel }] = await db.select({ troquel: producto.troquel }).from(producto).limit(1);
    const nuevo = { farmaciaId: 1001, fechaAlta: reloj.ahora(), cantidad: 1, troquel, fechaFactura: null };
    await db.insert(bono).values([
      { ...nuevo, nroBono: 990_001, estadoId: 200 },
      { ...nuevo, nroBono: 990_002, estadoId: 600 },
    ]);
    const r = await como('pedidos.demo', '/api/farmacia/1001/cantBonos');
    expect(r.status).toBe(200);
    expect(r.body).toBe(antes + 1);
    expect((await como('pedidos.demo', '/api/farmacia/1002/cantBonos')).status).toBe(404);
    expect((await como('pedidos.demo', '/api/farmacia/-1/cantBonos')).status).toBe(400);
  });
});

describe('/api/FarmaciaGrupo', () => {
  test('InfoGrupo answers the group, its active members and the credit they use', async () => {
    const db = suite.entorno.baseDatos.db;
    const miembros = await db.select().from(farmacia).where(eq(farmacia.grupoId, GRUPO_DEMO_ID));
    const [grupo] = await db.select().from(farmaciaGrupo).where(eq(farmaciaGrupo.id, GRUPO_DEMO_ID));
    const r = await como('grupo.demo', `/api/FarmaciaGrupo/InfoGrupo/${GRUPO_DEMO_ID}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: GRUPO_DEMO_ID,
      nombre: grupo!.nombre,
      cantidadSociosActivos: miembros.filter((m) => !m.bloqueada).length,
      limiteCredito: grupo!.limiteCredito,
      creditoTomado: expect.closeTo(miembros.reduce((s, m) => s + Math.max(0, -m.saldo), 0), 2),
    });
  });

  test('Farmacias lists the group pharmacies with the fields of a group pharmacy', async () => {
    const r = await como('grupo.demo', `/api/FarmaciaGrupo/Farmacias/${GRUPO_DEMO_ID}`);
    expect(r.status).toBe(200);
    const sanMartin = r.body.find((f: { id: number }) => f.id === 1001);
    expect(sanMartin).toEqual({
      id: 1001,
      nombre: 'Farmacia San Martín',
      localidad: 'Almagro',
      bloqueo: false,
      descuento: 8,
      plazo: 30,
      reparto: 12,
      fechaVencimientoResumen: '2026-12-15',
      limiteCredito: expect.any(Number),
      creditoTomado: expect.any(Number),
    });
    // Sized by the seed to what the pharmacy owes and buys (seed/generadores/cuenta-corriente.ts): room left to order.
    expect(sanMartin.limiteCredito).toBeGreaterThanOrEqual(2_000_000);
    expect(sanMartin.limiteCredito).toBeGreaterThan(sanMartin.creditoTomado);
    const [{ saldo }] = await suite.entorno.baseDatos.db.select({ saldo: farmacia.saldo }).from(farmacia).where(eq(farmacia.id, 1001));
    expect(sanMartin.creditoTomado).toBeCloseTo(Math.max(0, -saldo), 2);
    expect(sanMartin.creditoTomado).toBeGreaterThan(0);
    expect(r.body.map((f: { id: number }) => f.id)).toContain(1003);
    expect(r.body.map((f: { id: number }) => f.id)).not.toContain(1002);
  });

  test('another group is not found, a user without the role is refused, a bad id is a 400', async () => {
    expect((await como('grupo.demo', '/api/FarmaciaGrupo/InfoGrupo/999')).status).toBe(404);
    expect((await como('admin.demo', `/api/FarmaciaGrupo/Farmacias/${GRUPO_DEMO_ID}`)).status).toBe(404);
    expect((await como('cuenta.demo', `/api/FarmaciaGrupo/InfoGrupo/${GRUPO_DEMO_ID}`)).status).toBe(403);
    expect((await como('grupo.demo', '/api/FarmaciaGrupo/InfoGrupo/uno')).status).toBe(400);
  });
});
