import { suiteApi } from '../../../support/suite-api.js';
import * as reloj from '../../../../src/reloj.js';

/** History, order control, bonos and laboratory transfers over the demo seed: scope, bad input, state changes. */
const api = suiteApi();

const lista = async (usuario: string, path: string) => {
  const r = await api.como(usuario, 'GET', path);
  return { ...r, total: Number(r.headers.get('x-total-count')) };
};

describe('order history', () => {
  test('BuscarPedido lists only the caller pharmacy orders, newest first, with the total', async () => {
    const r = await lista('pedidos.demo', '/api/pedidoHistorico/BuscarPedido?pageSize=5');
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(5);
    expect(r.total).toBeGreaterThan(5);
    expect(r.body.every((p: { farmaciaId: number }) => p.farmaciaId === 1001)).toBe(true);
    const fechas = r.body.map((p: { fechaAlta: string }) => p.fechaAlta);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  test('the seeded history holds orders in every state of SPEC §4', async () => {
    for (const estado of [-150, 0, 200, 210, 220, 300, 400, 500, 550, 600, 700, 800, 810]) {
      const r = await lista('pedidos.demo', `/api/pedidoHistorico/BuscarPedido?pageSize=1&filters=estadoId==${estado}`);
      expect([estado, r.total > 0]).toEqual([estado, true]);
    }
  });

  test('POST BuscarPedido takes filters in the body: a state and a date range', async () => {
    const r = await api.como('pedidos.demo', 'POST', '/api/pedidoHistorico/BuscarPedido', { filters: 'estadoId==220', sorts: 'importe', pageSize: 10 });
    expect(r.status).toBe(200);
    expect(r.body.every((p: { estadoId: number }) => p.estadoId === 220)).toBe(true);
    const importes = r.body.map((p: { importe: number }) => p.importe);
    expect([...importes].sort((a, b) => a - b)).toEqual(importes);
  });

  test('a malformed filter, an unknown field or letters in a number get a Spanish 400', async () => {
    for (const filtros of ['estadoId==abc', 'noExiste==1', 'fechaAlta>=31/02/2026x']) {
      const r = await api.como('pedidos.demo', 'GET', `/api/pedidoHistorico/BuscarPedido?filters=${encodeURIComponent(filtros)}`);
      expect(r.status).toBe(400);
      expect(r.body.mensaje).toMatch(/[a-záéíóú]/);
    }
  });

  test('BuscarPedidoDet lists the lines of one product and of one order', async () => {
    const pedidos = await lista('pedidos.demo', '/api/pedidoHistorico/BuscarPedido?pageSize=1&filters=estadoId==220');
    const pedidoId = pedidos.body[0].id;
    const lineas = await lista('pedidos.demo', `/api/pedidoHistorico/BuscarPedidoDet?filters=pedidoId==${pedidoId}&pageSize=100`);
    expect(lineas.status).toBe(200);
    expect(lineas.total).toBeGreaterThan(0);
    const troquel = lineas.body[0].troquel;
    const porProducto = await lista('pedidos.demo', `/api/pedidoHistorico/BuscarPedidoDet?filters=troquel==${troquel}`);
    expect(porProducto.body.every((l: { troquel: number; farmaciaId: number }) => l.troquel === troquel && l.farmaciaId === 1001)).toBe(true);
  });

  test('TotalesPedidoDet adds up every line a filter selects', async () => {
    const lineas = await lista('pedidos.demo', '/api/pedidoHistorico/BuscarPedidoDet?filters=laboratorioId==1&pageSize=500');
    const totales = await api.como('pedidos.demo', 'GET', '/api/pedidoHistorico/TotalesPedidoDet?filters=laboratorioId==1');
    expect(totales.status).toBe(200);
    expect(totales.body.lineas).toBe(lineas.total);
    expect(totales.body.cantPedida).toBe(lineas.body.reduce((s: number, l: { cantPedida: number }) => s + l.cantPedida, 0));
    expect((await api.como('pedidos.demo', 'GET', '/api/pedidoHistorico/TotalesPedidoDet?filters=laboratorioId==x')).status).toBe(400);
  });

  test('another pharmacy never sees the caller orders in its history, and a user without Pedidos gets 403', async () => {
    const propios = await lista('pedidos.demo', '/api/pedidoHistorico/BuscarPedido?pageSize=1');
    const ajeno = await lista('otra.demo', `/api/pedidoHistorico/BuscarPedido?filters=id==${propios.body[0].id}`);
    expect(ajeno.body).toEqual([]);
    expect((await api.como('cuenta.demo', 'GET', '/api/pedidoHistorico/BuscarPedido')).status).toBe(403);
  });
});

describe('history date range and user filter', () => {
  const dia = (desplazamientoDias: number) => new Date(reloj.ahoraMs() + desplazamientoDias * 86_400_000).toISOString().slice(0, 10);
  const buscar = (filters: string) => api.como('pedidos.demo', 'POST', '/api/pedidoHistorico/BuscarPedido', { filters, pageSize: 5 });

  test('a reversed range, one before the history cut (parameter 308) or longer than 32 months gets a Spanish 400 naming fechaAlta', async () => {
    const invertido = await buscar(`fechaAlta>=${dia(-10)},fechaAlta<=${dia(-40)}`);
    expect(invertido.status).toBe(400);
    expect(invertido.body.mensaje).toMatch(/^La fecha desde \(\d{2}\/\d{2}\/\d{4}\) es posterior a la fecha hasta .* fechaAlta\.$/);
    expect(Object.keys(invertido.body.errors)).toEqual(['fechaAlta']);

    const anterior = await buscar(`fechaAlta>=${dia(-800)}`);
    expect(anterior.status).toBe(400);
    expect(anterior.body.mensaje).toContain('es anterior al inicio del histórico de pedidos');
    expect(anterior.body.errors.fechaAlta).toHaveLength(1);

    const largo = await api.como('pedidos.demo', 'GET', `/api/pedidoHistorico/BuscarPedido?filters=${encodeURIComponent(`fechaAlta>=${dia(-30)},fechaAlta<=${dia(1000)}`)}`);
    expect(largo.status).toBe(400);
    expect(largo.body.mensaje).toBe('El rango de fechaAlta supera los 32 meses que admite la consulta de pedidos.');

    const lineas = await api.como('pedidos.demo', 'GET', `/api/pedidoHistorico/TotalesPedidoDet?filters=${encodeURIComponent(`fechaAlta>=${dia(-5)},fechaAlta<${dia(-6)}`)}`);
    expect(lineas.status).toBe(400);

    const valido = await buscar(`fechaAlta>=${dia(-700)},fechaAlta<=${dia(0)}`);
    expect(valido.status).toBe(200);
    expect(valido.body.length).toBeGreaterThan(0);
  });

  test("the pharmacy's users are offered to filter its orders by who placed them", async () => {
    const usuarios = await api.como('pedidos.demo', 'GET', '/api/pedidoHistorico/Usuarios');
    expect(usuarios.status).toBe(200);
    const pedidos = usuarios.body.find((u: { userName: string }) => u.userName === 'pedidos.demo');
    expect(usuarios.body.some((u: { userName: string }) => u.userName === 'otra.demo')).toBe(false);
    const propios = await buscar(`userId==${pedidos.id}`);
    expect(propios.status).toBe(200);
    expect(propios.body.length).toBeGreaterThan(0);
    expect(propios.body.every((p: { userId: string }) => p.userId === pedidos.id)).toBe(true);
    expect((await api.como('cuenta.demo', 'GET', '/api/pedidoHistorico/Usuarios')).status).toBe(403);
  });
});

describe('order exports', () => {
  test('ASOP{id}.RSP and salida-{id}.txt are downloads produced by the server; another pharmacy gets 404 and an unknown kind 400', async () => {
    const pedidoId = (await lista('pedidos.demo', '/api/pedidoHistorico/BuscarPedido?pageSize=1&filters=estadoId==220')).body[0].id;
    const asop = await api.como('pedidos.demo', 'GET', `/api/pedido/${pedidoId}/archivo/asop`);
    expect(asop.status).toBe(200);
    expect(asop.headers.get('content-disposition')).toBe(`attachment; filename="ASOP${pedidoId}.RSP"`);
    expect(asop.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((asop.body as string).split('\r\n')[0]).toHaveLength(60);
    const salida = await api.como('pedidos.demo', 'GET', `/api/pedido/${pedidoId}/archivo/salida`);
    expect(salida.headers.get('content-disposition')).toBe(`attachment; filename="salida-${pedidoId}.txt"`);
    expect((salida.body as string).startsWith('troquel;codigoBarras;producto;cantidadPedida;cantidadAprobada;importe\r\n')).toBe(true);
    expect((await api.como('otra.demo', 'GET', `/api/pedido/${pedidoId}/archivo/asop`)).status).toBe(404);
    const tipo = await api.como('pedidos.demo', 'GET', `/api/pedido/${pedidoId}/archivo/pdf`);
    expect(tipo.status).toBe(400);
    expect(tipo.body.mensaje).toContain('asop o salida');
  });
});

describe('order control', () => {
  test('a remito awaiting control is counted by two colleagues at once, their units add up, and finishing short gives state 2', async () => {
    const remitos = await api.como('pedidos.demo', 'GET', '/api/remito/para-control');
    expect(remitos.status).toBe(200);
    const remito = remitos.body.find((r: { cantidadItems: number; controlEnCursoId: number | null }) => r.cantidadItems > 0 && r.controlEnCursoId === null);
    expect(remito).toBeDefined();

    const inicio = await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito: remito.nroRemito });
    expect(inicio.status).toBe(200);
    expect(inicio.body.estado).toBe(0);
    const [primera] = inicio.body.items;
    expect(primera.cantControlada).toBe(0);

    await Promise.all([
      api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito: remito.nroRemito, items: [{ troquel: primera.troquel, cantidad: 1 }] }),
      api.como('admin.demo', 'POST', '/api/controlPedido', { nroRemito: remito.nroRemito, items: [{ troquel: primera.troquel, cantidad: 1 }] }),
    ]);
    const retomado = await api.como('admin.demo', 'POST', '/api/controlPedido', { nroRemito: remito.nroRemito });
    expect(retomado.body.id).toBe(inicio.body.id);
    expect(retomado.body.items.find((i: { troquel: number }) => i.troquel === primera.troquel).cantControlada).toBe(2);
    expect((await api.como('pedidos.demo', 'GET', '/api/remito/para-control')).body.find((r: { nroRemito: number }) => r.nroRemito === remito.nroRemito).controlEnCursoId).toBe(inicio.body.id);

    const ajeno = await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito: remito.nroRemito, items: [{ troquel: 9_999_999, cantidad: 1 }] });
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.mensaje).toContain('no está en el remito');

    const fin = await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito: remito.nroRemito, finalizar: true });
    expect(fin.body.estado).toBe(2);
    expect((await api.como('pedidos.demo', 'GET', '/api/remito/para-control')).body.some((r: { nroRemito: number }) => r.nroRemito === remito.nroRemito)).toBe(false);
    expect((await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito: remito.nroRemito })).status).toBe(409);

    const detalle = await api.como('pedidos.demo', 'GET', `/api/controlPedido/detalle/${fin.body.id}`);
    expect(detalle.body.length).toBe(fin.body.items.length);
    const buscados = await api.como('pedidos.demo', 'POST', '/api/controlPedido/Buscar', { filters: `nroRemito==${remito.nroRemito}` });
    expect(buscados.body.map((c: { id: number; estado: number }) => [c.id, c.estado])).toEqual([[fin.body.id, 2]]);
    const items = await api.como('pedidos.demo', 'POST', '/api/controlPedido/BuscarItems', { filters: `troquel==${primera.troquel}` });
    expect(items.body.some((i: { controlPedidoId: number }) => i.controlPedidoId === fin.body.id)).toBe(true);
  });

  test('a farmaciaId header naming another pharmacy is refused, not ignored', async () => {
    const llamar = async (method: string, path: string, farmaciaId: string, body?: unknown) =>
      api.llamar(method, path, { token: await api.token('pedidos.demo'), headers: { farmaciaId }, body });
    expect((await llamar('GET', '/api/remito/para-control', '1001')).status).toBe(200);
    const ajena = await llamar('GET', '/api/remito/para-control', '1002');
    expect(ajena.status).toBe(404);
    expect(ajena.body.mensaje).toBe('No se encontró la farmacia indicada en farmaciaId.');
    const remito = (await api.como('pedidos.demo', 'GET', '/api/remito/para-control')).body[0];
    expect((await llamar('POST', '/api/controlPedido', '1002', { nroRemito: remito.nroRemito })).status).toBe(404);
    const letras = await llamar('GET', '/api/remito/para-control', 'abc');
    expect(letras.status).toBe(400);
    expect(letras.body.errors.farmaciaId).toEqual(['El encabezado farmaciaId debe ser el número de su farmacia.']);
  });

  test("another pharmacy's remito and control answer 404; bad ids get a Spanish 400", async () => {
    const propio = await api.como('pedidos.demo', 'POST', '/api/controlPedido/Buscar', { pageSize: 1 });
    const id = propio.body[0].id;
    expect((await api.como('otra.demo', 'GET', `/api/controlPedido/${id}`)).status).toBe(404);
    expect((await api.como('otra.demo', 'GET', `/api/controlPedido/detalle/${id}`)).status).toBe(404);
    const remito = (await api.como('pedidos.demo', 'GET', '/api/remito/para-control')).body[0];
    expect((await api.como('otra.demo', 'POST', '/api/controlPedido', { nroRemito: remito.nroRemito })).status).toBe(404);
    const letras = await api.como('pedidos.demo', 'GET', '/api/controlPedido/abc');
    expect(letras.status).toBe(400);
    expect(letras.body.mensaje).toMatch(/número/);
    expect((await api.como('pedidos.demo', 'POST', '/api/controlPedido', { nroRemito: 100_000_000 })).status).toBe(400);
  });
});

describe('control PDF', () => {
  test("the control's PDF is a download with its file name; another pharmacy's is a 404", async () => {
    const control = (await api.como('pedidos.demo', 'POST', '/api/controlPedido/Buscar', { filters: 'estado==2', pageSize: 1 })).body[0];
    const respuesta = await fetch(`${api.entorno.url}/api/controlPedido/${control.id}/pdf`, { headers: { authorization: `Bearer ${await api.token('pedidos.demo')}` } });
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-type')).toBe('application/pdf');
    expect(respuesta.headers.get('content-disposition')).toBe(`attachment; filename="control-pedido-${control.id}.pdf"`);
    expect(Buffer.from(await respuesta.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api.como('otra.demo', 'GET', `/api/controlPedido/${control.id}/pdf`)).status).toBe(404);
  });
});

describe('bonos and laboratory transfers', () => {
  test('bonos of the pharmacy, filtered by state, with the total', async () => {
    const todos = await lista('pedidos.demo', '/api/Bono/Buscar?pageSize=500');
    expect(todos.status).toBe(200);
    expect(new Set(todos.body.map((b: { estadoId: number }) => b.estadoId)).size).toBeGreaterThan(1);
    const pendientes = await lista('pedidos.demo', '/api/Bono/Buscar?filters=estadoId==200');
    expect(pendientes.body.every((b: { estadoId: number }) => b.estadoId === 200)).toBe(true);
    // The shell's badge has something to count for the demo pharmacy.
    expect(pendientes.total).toBeGreaterThan(0);
    expect((await api.como('pedidos.demo', 'GET', '/api/farmacia/1001/cantBonos')).body).toBe(pendientes.total);
    expect((await lista('otra.demo', '/api/Bono/Buscar?pageSize=500')).body.some((b: { id: number }) => todos.body.some((m: { id: number }) => m.id === b.id))).toBe(false);
  });

  test('transfers newest first, several distributors and rejected ones with their reason', async () => {
    const r = await lista('pedidos.demo', '/api/TransferLaboratorio/Buscar?pageSize=500');
    expect(r.status).toBe(200);
    const fechas = r.body.map((t: { fechaTransfer: string }) => t.fechaTransfer);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    expect(new Set(r.body.map((t: { distribuidoraId: number }) => t.distribuidoraId)).size).toBeGreaterThan(1);
    expect(r.body.some((t: { rechazoDescripcion: string | null }) => t.rechazoDescripcion)).toBe(true);
    const distribuidoras = await api.como('pedidos.demo', 'GET', '/api/TransferLaboratorio/Distribuidoras');
    expect(distribuidoras.body.length).toBeGreaterThan(1);
    expect((await api.como('pedidos.demo', 'GET', '/api/TransferLaboratorio/Buscar?sorts=noExiste')).status).toBe(400);
  });
});
