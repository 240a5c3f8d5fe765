import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parametroSistema } from '../../../../src/db/schema/index.js';
import { suiteApi } from '../../../support/suite-api.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * Rules every history and control list and call keeps (issue 11): unknown states and date ranges refused in Spanish,
 * the manual control maximum (parameters 28 and 1138), counts retried without being added twice, another pharmacy's
 * data never listed, and a seed where only recent remitos wait for control.
 */
const api = suiteApi();

const dia = (desplazamientoDias: number) => new Date(reloj.ahoraMs() + desplazamientoDias * 86_400_000).toISOString().slice(0, 10);
const get = (usuario: string, path: string, filters: string) => api.como(usuario, 'GET', `${path}?filters=${encodeURIComponent(filters)}`);
const total = (r: { headers: Headers }) => Number(r.headers.get('x-total-count'));

describe('an unknown state gets a Spanish 400 naming the field', () => {
  test.each([
    ['/api/pedidoHistorico/BuscarPedido', 'estadoId==999', 'estadoId'],
    ['/api/pedidoHistorico/BuscarPedido', 'estadoId!=5', 'estadoId'],
    ['/api/Bono/Buscar', 'estadoId==999', 'estadoId'],
    ['/api/controlPedido/Buscar', 'estado==7', 'estado'],
  ])('%s with %s', async (path, filters, campo) => {
    const r = await get('pedidos.demo', path, filters);
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toMatch(new RegExp(`^El valor "\\d+" del campo ${campo} no es uno de los admitidos: `));
    expect(r.body.errors.filters).toEqual([r.body.mensaje]);
  });

  test('the POST form of a list refuses it too, and a known state still lists', async () => {
    const r = await api.como('pedidos.demo', 'POST', '/api/controlPedido/Buscar', { filters: 'estado==3' });
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toBe('El valor "3" del campo estado no es uno de los admitidos: 0, 1, 2.');
    expect((await api.como('pedidos.demo', 'POST', '/api/controlPedido/Buscar', { filters: 'estado==2' })).status).toBe(200);
    expect((await get('pedidos.demo', '/api/Bono/Buscar', 'estadoId==600|200')).status).toBe(200);
  });
});

describe('date ranges: reversed or longer than 32 months get a Spanish 400 naming the field', () => {
  test.each([
    ['/api/Bono/Buscar', 'fechaAlta', 'bonos'],
    ['/api/TransferLaboratorio/Buscar', 'fecha', 'transfers'],
    ['/api/TransferLaboratorio/Buscar', 'fechaTransfer', 'transfers'],
    ['/api/controlPedido/Buscar', 'fecha', 'controles'],
    ['/api/controlPedido/BuscarItems', 'fecha', 'controles'],
    ['/api/remito/para-control', 'fecha', 'remitos'],
    ['/api/pedidoHistorico/BuscarPedidoDet', 'fechaAlta', 'pedidos'],
  ])('%s on %s', async (path, campo, consulta) => {
    const invertido = await get('pedidos.demo', path, `${campo}>=${dia(-10)},${campo}<=${dia(-40)}`);
    expect(invertido.status).toBe(400);
    expect(invertido.body.mensaje).toMatch(new RegExp(`^La fecha desde \\(\\d{2}/\\d{2}/\\d{4}\\) es posterior a la fecha hasta .* ${campo}\\.$`));
    expect(Object.keys(invertido.body.errors)).toEqual([campo]);

    const largo = await get('pedidos.demo', path, `${campo}>=${dia(-100)},${campo}<=${dia(900)}`);
    expect(largo.status).toBe(400);
    expect(largo.body.mensaje).toBe(`El rango de ${campo} supera los 32 meses que admite la consulta de ${consulta}.`);

    expect((await get('pedidos.demo', path, `${campo}>=${dia(-300)},${campo}<=${dia(0)}`)).status).toBe(200);
  });

  test('the history of orders also refuses a range starting before parameter 308', async () => {
    const r = await get('pedidos.demo', '/api/pedidoHistorico/BuscarPedidoDet', `fechaAlta>=${dia(-900)}`);
    expect(r.status).toBe(400);
    expect(r.body.errors.fechaAlta[0]).toContain('es anterior al inicio del histórico de pedidos');
  });
});

describe('laboratory of an order line, through the product module', () => {
  test('laboratorioId filters with == and !=, and cannot sort', async () => {
    const todas = await get('pedidos.demo', '/api/pedidoHistorico/BuscarPedidoDet', `fechaAlta>=${dia(-300)}`);
    const de1 = await get('pedidos.demo', '/api/pedidoHistorico/BuscarPedidoDet', `laboratorioId==1,fechaAlta>=${dia(-300)}`);
    const sin1 = await get('pedidos.demo', '/api/pedidoHistorico/BuscarPedidoDet', `laboratorioId!=1,fechaAlta>=${dia(-300)}`);
    expect(total(de1)).toBeGreaterThan(0);
    expect(total(de1) + total(sin1)).toBe(total(todas));
    const orden = await api.como('pedidos.demo', 'GET', '/api/pedidoHistorico/BuscarPedidoDet?sorts=laboratorioId');
    expect(orden.status).toBe(400);
    expect(orden.body.errors.sorts[0]).toContain('sólo sirve para filtrar');
    expect((await get('pedidos.demo', '/api/pedidoHistorico/TotalesPedidoDet', 'laboratorioId>1')).status).toBe(400);
  });
});

describe("another pharmacy's data is never listed", () => {
  test('transfers, controls, controlled lines, order lines and their totals of pharmacy 1001 do not reach otra.demo (1002)', async () => {
    const transfer = (await api.como('pedidos.demo', 'GET', '/api/TransferLaboratorio/Buscar?pageSize=1')).body[0];
    expect(transfer).toBeDefined();
    expect((await get('otra.demo', '/api/TransferLaboratorio/Buscar', `id==${transfer.id}`)).body).toEqual([]);

    const control = (await api.como('pedidos.demo', 'POST', '/api/controlPedido/Buscar', { pageSize: 1 })).body[0];
    expect((await api.como('otra.demo', 'POST', '/api/controlPedido/Buscar', { filters: `id==${control.id}` })).body).toEqual([]);
    const items = await api.como('otra.demo', 'POST', '/api/controlPedido/BuscarItems', { filters: `controlPedidoId==${control.id}` });
    expect(items.status).toBe(200);
    expect(items.body).toEqual([]);

    const pedido = (await api.como('pedidos.demo', 'GET', '/api/pedidoHistorico/BuscarPedido?pageSize=1&filters=estadoId==220')).body[0];
    const lineas = await get('otra.demo', '/api/pedidoHistorico/BuscarPedidoDet', `pedidoId==${pedido.id}`);
    expect(lineas.status).toBe(200);
    expect(lineas.body).toEqual([]);
    expect(total(lineas)).toBe(0);
    expect((await get('otra.demo', '/api/pedidoHistorico/TotalesPedidoDet', `pedidoId==${pedido.id}`)).body.lineas).toBe(0);
    expect((await api.como('otra.demo', 'GET', `/api/pedido/ItemsRemito/${control.nroRemito}`)).status).toBe(404);
  });

  test('the pending bonos count needs the Pedidos role, and only for its own pharmacy', async () => {
    expect((await api.como('cuenta.demo', 'GET', '/api/farmacia/1001/cantBonos')).status).toBe(403);
    expect((await api.como('otra.demo', 'GET', '/api/farmacia/1001/cantBonos')).status).toBe(404);
    expect((await api.como('pedidos.demo', 'GET', '/api/farmacia/1001/cantBonos')).status).toBe(200);
  });
});

describe('remitos awaiting control', () => {
  test('only the recent remitos wait, paged with the total; the farmaciaId header is accepted for its own pharmacy', async () => {
    const llamar = async (path: string) => api.llamar('GET', path, { token: await api.token('pedidos.demo'), headers: { farmaciaId: '1001' } });
    const todos = await llamar('/api/remito/para-control?pageSize=100');
    expect(todos.status).toBe(200);
    expect(total(todos)).toBe(todos.body.length);
    expect(todos.body.length).toBeGreaterThan(0);
    expect(todos.body.length).toBeLessThanOrEqual(5);
    const hace120Dias = reloj.ahoraMs() - 120 * 86_400_000;
    expect(todos.body.every((r: { fecha: string }) => new Date(r.fecha).getTime() > hace120Dias)).toBe(true);
    const primera = await llamar('/api/remito/para-control?pageSize=1&page=2');
    expect(primera.body.map((r: { nroRemito: number }) => r.nroRemito)).toEqual([todos.body[1].nroRemito]);
    expect(total(primera)).toBe(todos.body.length);
  });

  test('every demo pharmacy with a history has controls (some with shortages), transfers, bonos in several states and lines to print', async () => {
    for (const usuario of ['pedidos.demo', 'otra.demo']) {
      const finalizados = await get(usuario, '/api/controlPedido/Buscar', 'estado==1');
      const conFaltantes = await get(usuario, '/api/controlPedido/Buscar', 'estado==2');
      expect([usuario, total(finalizados) > 0, total(conFaltantes) > 0]).toEqual([usuario, true, true]);
      const transfers = await api.como(usuario, 'GET', '/api/TransferLaboratorio/Buscar?pageSize=500');
      expect(transfers.body.some((t: { rechazoDescripcion: string | null }) => t.rechazoDescripcion !== null)).toBe(true);
      const bonos = await api.como(usuario, 'GET', '/api/Bono/Buscar?pageSize=500');
      expect(new Set(bonos.body.map((b: { estadoId: number }) => b.estadoId)).size).toBeGreaterThan(1);
      expect(total(await get(usuario, '/api/pedidoHistorico/BuscarPedidoDet', 'respId==5'))).toBeGreaterThan(0);
    }
  });
});

describe('counting a remito', () => {
  async function remitoLibre(usuario = 'pedidos.demo'): Promise<number> {
    const remitos = await api.como(usuario, 'GET', '/api/remito/para-control');
    const libre = remitos.body.find((r: { cantidadItems: number; controlEnCursoId: number | null }) => r.cantidadItems > 0 && r.controlEnCursoId === null);
    expect(libre).toBeDefined();
    return libre.nroRemito;
  }
  const contar = (nroRemito: number, troquel: number, cantidad: number, conteoId?: string) =>
    api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito, items: [{ troquel, cantidad }], conteoId });

  test('a count sent twice with the same id (a client retry) is counted once; a finish retried answers the finished control', async () => {
    const nroRemito = await remitoLibre();
    const inicio = await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito });
    const linea = inicio.body.items[0];
    // The second barcode of the product travels with the line, so a scanner reading it finds the line.
    expect(linea).toHaveProperty('codigoBarras1');
    const conteoId = randomUUID();
    const primero = await contar(nroRemito, linea.troquel, 2, conteoId);
    const repetido = await contar(nroRemito, linea.troquel, 2, conteoId);
    expect(primero.status).toBe(200);
    expect(repetido.status).toBe(200);
    const cantidad = (r: typeof primero) => r.body.items.find((i: { troquel: number }) => i.troquel === linea.troquel).cantControlada;
    expect([cantidad(primero), cantidad(repetido)]).toEqual([2, 2]);
    expect(cantidad(await contar(nroRemito, linea.troquel, 1, randomUUID()))).toBe(3);

    const cierre = randomUUID();
    const fin = await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito, finalizar: true, conteoId: cierre });
    const finReintentado = await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito, finalizar: true, conteoId: cierre });
    expect(fin.body.estado).not.toBe(0);
    expect(finReintentado.status).toBe(200);
    expect(finReintentado.body).toEqual(fin.body);

    // A colleague still counting is told the control was finished.
    const tarde = await contar(nroRemito, linea.troquel, 1, randomUUID());
    expect(tarde.status).toBe(409);
    expect(tarde.body.mensaje).toBe(`El control del remito ${nroRemito} ya fue finalizado.`);
    const visto = await api.como('pedidos.demo', 'GET', `/api/controlPedido/${fin.body.id}`);
    expect(visto.body.estado).toBe(fin.body.estado);
    expect((await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito, conteoId: 'no-es-uuid' })).status).toBe(400);
  });

  test('parameters 28 and 1138 bound one entry and one line, with a Spanish 400 that keeps nothing of the count', async () => {
    const db = api.entorno.baseDatos.db;
    const nroRemito = await remitoLibre();
    const linea = (await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito })).body.items[0];
    const entrada = await contar(nroRemito, linea.troquel, 201);
    expect(entrada.status).toBe(400);
    expect(entrada.body.mensaje).toBe(`La cantidad 201 del producto ${linea.troquel} supera el máximo de 200 unidades por entrada del control manual.`);
    expect((await contar(nroRemito, linea.troquel, -201)).status).toBe(400);

    await db.update(parametroSistema).set({ valor: '5' }).where(eq(parametroSistema.id, 1138));
    try {
      expect((await contar(nroRemito, linea.troquel, 4)).status).toBe(200);
      const exceso = await contar(nroRemito, linea.troquel, 2);
      expect(exceso.status).toBe(400);
      expect(exceso.body.mensaje).toBe(`${linea.prodNombre} llegaría a 6 unidades controladas: el control manual admite 5 por producto.`);
      const actual = await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito });
      expect(actual.body.items.find((i: { troquel: number }) => i.troquel === linea.troquel).cantControlada).toBe(4);
    } finally {
      await db.update(parametroSistema).set({ valor: '999' }).where(eq(parametroSistema.id, 1138));
    }
  });
});
