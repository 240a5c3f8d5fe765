import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { parametroSistema, widgetDisponible } from '../../../../src/db/schema/index.js';
import { leerConfig } from '../../../../src/config.js';
import { crearFarmacia, crearProducto, crearUsuario } from '../../../support/datos.js';
import { suiteApi } from '../../../support/suite-api.js';
import * as reloj from '../../../../src/reloj.js';

const suite = suiteApi();
const { como } = suite;

describe('tablero: widgets y layout', () => {
  test('GET /api/widget/widgets offers only the widgets whose role the user holds', async () => {
    const todos = (await suite.entorno.baseDatos.db.select().from(widgetDisponible).orderBy(asc(widgetDisponible.orden))).map((w) => w.nombre);
    const admin = await como('admin.demo', 'GET', '/api/widget/widgets');
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(todos);
    const cuenta = (await como('cuenta.demo', 'GET', '/api/widget/widgets')).body as string[];
    expect(cuenta).toContain('saldo-cuenta-corriente');
    expect(cuenta).not.toContain('carrito');
    expect(cuenta).not.toContain('ultimos-pedidos');
    const pedidos = (await como('pedidos.demo', 'GET', '/api/widget/widgets')).body as string[];
    expect(pedidos).toContain('carrito');
    expect(pedidos).not.toContain('saldo-cuenta-corriente');
    // Recalls need the Devoluciones role and section 41.
    expect(admin.body).toContain('recalls');
    expect(pedidos).not.toContain('recalls');
  });

  test('a user who never saved one gets the offered widgets placed on the grid, never more than the maximum', async () => {
    const r = await como('grupo.demo', 'GET', '/api/widget/layout');
    expect(r.status).toBe(200);
    const ofrecidos = (await como('grupo.demo', 'GET', '/api/widget/widgets')).body as string[];
    expect(ofrecidos.length).toBeLessThanOrEqual(6);
    expect(r.body.map((e: string) => e.split(':')[0])).toEqual(ofrecidos);
    for (const e of r.body) expect(e).toMatch(/^[a-z-]+:\d+:\d+:\d+:\d+$/);
    // otra.demo is offered every widget: its starting dashboard holds the first six.
    const todos = (await como('otra.demo', 'GET', '/api/widget/widgets')).body as string[];
    expect(todos.length).toBeGreaterThan(6);
    const inicial = (await como('otra.demo', 'GET', '/api/widget/layout')).body as string[];
    expect(inicial.map((e) => e.split(':')[0])).toEqual(todos.slice(0, 6));
  });

  test("the server's maximum is the shipped config.json's maxWidgetsDashboard", () => {
    const config = JSON.parse(readFileSync(path.join(leerConfig().apiRoot, '..', 'host', 'public', 'config.json'), 'utf8'));
    expect(leerConfig({}).maxWidgetsDashboard).toBe(config.toggles.maxWidgetsDashboard);
    expect(leerConfig({ MAX_WIDGETS_DASHBOARD: '10' }).maxWidgetsDashboard).toBe(10);
  });

  test('a saved layout, with places and sizes, is what the user reads back, and only that user', async () => {
    const elegidos = ['novedades:0:0:6:3', 'proximo-cierre:6:0:6:4'];
    const guardado = await como('cuenta.demo', 'PUT', '/api/widget/layout', elegidos);
    expect(guardado.status).toBe(200);
    expect(guardado.body).toEqual(elegidos);
    expect((await como('cuenta.demo', 'GET', '/api/widget/layout')).body).toEqual(elegidos);
    expect((await como('otra.demo', 'GET', '/api/widget/layout')).body).not.toEqual(elegidos);
  });

  test('unknown, repeated, not allowed or too many widgets are a Spanish 400 that leaves the saved layout intact', async () => {
    const antes = ['bonos:0:0:4:2'];
    expect((await como('pedidos.demo', 'PUT', '/api/widget/layout', antes)).status).toBe(200);
    const desconocido = await como('pedidos.demo', 'PUT', '/api/widget/layout', ['bonos', 'no-existe']);
    expect(desconocido.status).toBe(400);
    expect(desconocido.body.mensaje).toBe('Widget desconocido: no-existe.');
    const ajeno = await como('pedidos.demo', 'PUT', '/api/widget/layout', ['saldo-cuenta-corriente']);
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.errors.widgets).toEqual(["El widget 'saldo-cuenta-corriente' no existe."]);
    const repetido = await como('pedidos.demo', 'PUT', '/api/widget/layout', ['bonos:0:0:4:2', 'bonos:4:0:4:2']);
    expect(repetido.status).toBe(400);
    expect(JSON.stringify(repetido.body)).toContain('Un widget no puede repetirse.');
    const muchos = await como('pedidos.demo', 'PUT', '/api/widget/layout', Array.from({ length: 21 }, (_, i) => `w${i}`));
    expect(muchos.status).toBe(400);
    expect(JSON.stringify(muchos.body)).toContain('Como máximo 20 widgets.');
    // Seven widgets pedidos.demo may place, one over the dashboard's maximum (6).
    const siete = ['carrito', 'proximo-cierre', 'ultimos-pedidos', 'recuperador', 'bonos', 'evento', 'novedades'];
    const demasiados = await como('pedidos.demo', 'PUT', '/api/widget/layout', siete);
    expect(demasiados.status).toBe(400);
    expect(demasiados.body.mensaje).toBe('Como máximo 6 widgets.');
    expect((await como('pedidos.demo', 'PUT', '/api/widget/layout', siete.slice(0, 6))).status).toBe(200);
    expect((await como('pedidos.demo', 'PUT', '/api/widget/layout', antes)).status).toBe(200);
    const fuera = await como('pedidos.demo', 'PUT', '/api/widget/layout', ['bonos:10:0:4:2']);
    expect(fuera.status).toBe(400);
    expect((await como('pedidos.demo', 'PUT', '/api/widget/layout', 'inicio')).status).toBe(400);
    expect((await como('pedidos.demo', 'GET', '/api/widget/layout')).body).toEqual(antes);
  });

  test('GET /api/homePersonalizado follows parameter 310', async () => {
    const r = await como('admin.demo', 'GET', '/api/homePersonalizado');
    expect(r.status).toBe(200);
    expect(r.body).toBe(true);
    const parametro = eq(parametroSistema.id, 310);
    try {
      await suite.entorno.baseDatos.db.update(parametroSistema).set({ valor: '0' }).where(parametro);
      expect((await como('admin.demo', 'GET', '/api/homePersonalizado')).body).toBe(false);
    } finally {
      await suite.entorno.baseDatos.db.update(parametroSistema).set({ valor: '1' }).where(parametro);
    }
    expect((await como('admin.demo', 'GET', '/api/homePersonalizado')).body).toBe(true);
  });
});

describe('tablero: quién cambió el carrito', () => {
  test("answers who changed the pharmacy's current cart last and when; each pharmacy its own; an empty cart gives nulls", async () => {
    const db = suite.entorno.baseDatos.db;
    const troquel = await crearProducto(db, 80_100_001, { precio: 1000 });
    const agregar = (userName: string, cantidad: number) => como(userName, 'POST', '/api/carritopersistente/ActualizarItemCarrito', { troquel, cantidad, ofertaid: 0 });
    expect((await agregar('pedidos.demo', 2)).status).toBe(200);
    const antes = reloj.ahoraMs();
    const primero = await como('admin.demo', 'GET', '/api/widget/carrito-ultimo-cambio');
    expect(primero.status).toBe(200);
    expect(primero.body.usuario).toBe('Martín Gómez');
    expect(antes - new Date(primero.body.fecha).getTime()).toBeLessThan(60_000);
    expect((await agregar('admin.demo', 3)).status).toBe(200);
    expect((await como('pedidos.demo', 'GET', '/api/widget/carrito-ultimo-cambio')).body.usuario).toBe('Laura Fernández');
    expect((await como('otra.demo', 'GET', '/api/widget/carrito-ultimo-cambio')).body.usuario).not.toBe('Laura Fernández');
    await crearFarmacia(db, 5201);
    await crearUsuario(db, 'vacia.prueba', 5201, ['Pedidos']);
    expect((await como('vacia.prueba', 'GET', '/api/widget/carrito-ultimo-cambio')).body).toEqual({ usuario: null, fecha: null });
    expect((await como('cuenta.demo', 'GET', '/api/widget/carrito-ultimo-cambio')).status).toBe(403);
  });
});

describe('novedades: marcas de lectura por usuario', () => {
  test('a news item is unread until the user marks it; the mark is that user’s own', async () => {
    const ultima = (await como('pedidos.demo', 'GET', '/api/novedad/1001')).body as { id: number };
    expect((await como('pedidos.demo', 'GET', `/api/novedad/lectura/${ultima.id}`)).body).toEqual({ novedadId: ultima.id, leidaEn: null });
    const marcada = await como('pedidos.demo', 'PUT', `/api/novedad/lectura/${ultima.id}`);
    expect(marcada.status).toBe(200);
    expect(reloj.ahoraMs() - new Date(marcada.body.leidaEn).getTime()).toBeLessThan(60_000);
    expect((await como('pedidos.demo', 'GET', `/api/novedad/lectura/${ultima.id}`)).body.leidaEn).toBe(marcada.body.leidaEn);
    expect((await como('cuenta.demo', 'GET', `/api/novedad/lectura/${ultima.id}`)).body.leidaEn).toBeNull();
  });

  test("another pharmacy's news cannot be read or marked (404); a bad id is a 400", async () => {
    const ajena = (await como('otra.demo', 'GET', '/api/novedad/1002')).body as { id: number };
    expect((await como('pedidos.demo', 'GET', `/api/novedad/lectura/${ajena.id}`)).status).toBe(404);
    expect((await como('pedidos.demo', 'PUT', `/api/novedad/lectura/${ajena.id}`)).status).toBe(404);
    expect((await como('pedidos.demo', 'PUT', '/api/novedad/lectura/abc')).status).toBe(400);
  });
});
