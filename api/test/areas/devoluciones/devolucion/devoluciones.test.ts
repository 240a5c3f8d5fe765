import { randomUUID } from 'node:crypto';
import { suiteApi } from '../../../support/suite-api.js';
import { crearUsuario, facturaDeHaceDias, facturaNueva, filas, type FacturaDePrueba, type Linea } from '../../../support/devoluciones.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * General returns over the demo seed with the API's default toggles (invoice connected, lots not strict): the window
 * (parameters 21 and 31), the shipped serials, the batched checks with the expiry rule, whole-or-nothing creation,
 * the history with its filters and totals, and scope and sections.
 */
const api = suiteApi();

const total = async (path: string) => Number((await api.como('admin.demo', 'GET', path)).headers.get('x-total-count'));

describe('general returns', () => {
  let caso: FacturaDePrueba;
  beforeAll(async () => {
    caso = await facturaNueva(api);
    await crearUsuario(api.entorno.app.db, 'empleado.devoluciones', 1001, ['Devoluciones'], [11]);
  });

  test('Parametros reads 305, 306, 307 and the window: parameter 31 for an Administrador, 21 (capped by the toggle) for a clerk', async () => {
    const admin = await api.como('admin.demo', 'GET', '/api/Devolucion/Parametros');
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ longitudMinimaNroSerie: 8, longitudMaximaNroSerie: 20, longitudMaximaNroLote: 20, diasDevolucion: 30, diasDevolucionAdministrador: 90, diasControlFechasYPrecios: 30 });
    expect(admin.body.maxDiasAnteriorFacturaParaDevolucion).toBe(90);
    const empleado = await api.como('empleado.devoluciones', 'GET', '/api/Devolucion/Parametros');
    expect(empleado.body).toMatchObject({ maxDiasAnteriorFacturaParaDevolucion: 30, maxDiasAnteriorFacturaParaDevolucionFaltantes: 7 });
  });

  test('an invoice of 40 days ago is in an Administrador window (parameter 31) and out of a clerk one (parameter 21): a Spanish 400 naming it', async () => {
    const vieja = await facturaDeHaceDias(api.entorno.app.db, 1001, 35, 85);
    const deAdmin = (await api.como('admin.demo', 'POST', '/api/devolucion/ParaFacturas', {})).body as { facturaId: number; fechaEmision: string }[];
    const deEmpleado = (await api.como('empleado.devoluciones', 'POST', '/api/devolucion/ParaFacturas', {})).body as { facturaId: number; fechaEmision: string }[];
    expect(deAdmin.map((f) => f.facturaId)).toContain(vieja.id);
    expect(deEmpleado.map((f) => f.facturaId)).not.toContain(vieja.id);
    expect(deEmpleado.every((f) => new Date(f.fechaEmision).getTime() > reloj.ahoraMs() - 31 * 86_400_000)).toBe(true);
    expect((await api.como('admin.demo', 'GET', `/api/factura/${vieja.id}/itemsParaDevolver`)).status).toBe(200);
    const fuera = await api.como('empleado.devoluciones', 'GET', `/api/factura/${vieja.id}/itemsParaDevolver`);
    expect(fuera.status).toBe(400);
    expect(fuera.body.mensaje).toBe(`La factura ${vieja.nroComprobante} está fuera del plazo de 30 días para devoluciones.`);
    const nueva = await api.como('empleado.devoluciones', 'POST', '/api/devolucion/nueva', { guid: randomUUID(), facturaId: vieja.id, items: [{ pedidoDetId: 1, cantidad: 1, motivoDevolucionId: 1 }] });
    expect([nueva.status, nueva.body.mensaje]).toEqual([400, fuera.body.mensaje]);
    expect((await api.como('empleado.devoluciones', 'POST', '/api/devolucion/ParaFacturas', { facturaId: vieja.id })).body).toEqual([]);
  });

  test('ParaFacturas searches by voucher number, and by id answers that one invoice', async () => {
    const todas = (await api.como('admin.demo', 'POST', '/api/devolucion/ParaFacturas', {})).body as { facturaId: number; nroComprobante: number }[];
    const una = (await api.como('admin.demo', 'POST', '/api/devolucion/ParaFacturas', { texto: String(todas[0]!.nroComprobante) })).body as { facturaId: number }[];
    expect(una.map((f) => f.facturaId)).toContain(todas[0]!.facturaId);
    expect((await api.como('admin.demo', 'POST', '/api/devolucion/ParaFacturas', { facturaId: todas[0]!.facturaId })).body.map((f: { facturaId: number }) => f.facturaId)).toEqual([todas[0]!.facturaId]);
    expect((await api.como('otra.demo', 'POST', '/api/devolucion/ParaFacturas', { facturaId: todas[0]!.facturaId })).body).toEqual([]);
  });

  test('the batched serial check: one call, a shipped serial valid with its lot, a never-sold one wrong, a short one wrong, a repeated one duplicate', async () => {
    const [s1] = caso.series;
    const r = await api.como('admin.demo', 'POST', '/api/devolucion/VerificarNroSerieEnFactura', {
      facturaId: caso.facturaId,
      items: [
        { troquel: caso.serie.troquel, valor: ` ${s1!.toLowerCase()} ` },
        { troquel: caso.serie.troquel, valor: 'S999999999001' },
        { troquel: caso.serie.troquel, valor: '123' },
        { troquel: caso.serie.troquel, valor: s1 },
        { troquel: 99, valor: s1 },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.map((v: { estado: number }) => v.estado)).toEqual([9, 4, 4, 5, 8]);
    expect(r.body[0]).toMatchObject({ valor: s1, lote: expect.stringMatching(/^L/), fechaVencimientoReal: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await api.como('admin.demo', 'POST', '/api/devolucion/VerificarNroSerie', { items: [] })).body).toEqual([]);
  });

  test('the expiry given with a value is judged by the expiry rule: outside the current month is expired (7), in it the value goes on to the shipping check', async () => {
    const hoy = reloj.hoy();
    const fueraDelMes = `${Number(hoy.slice(0, 4)) + 1}${hoy.slice(4)}`;
    const r = await api.como('admin.demo', 'POST', '/api/devolucion/VerificarNroSerie', {
      items: [
        { troquel: caso.serie.troquel, valor: caso.series[0], fechaVencimiento: hoy },
        { troquel: caso.serie.troquel, valor: caso.series[1], fechaVencimiento: fueraDelMes },
        { troquel: caso.serie.troquel, valor: 'S999999999001', fechaVencimiento: hoy },
      ],
    });
    expect(r.body.map((v: { estado: number; fechaVencimiento: string }) => [v.estado, v.fechaVencimiento])).toEqual([
      [9, hoy],
      [7, fueraDelMes],
      [4, hoy],
    ]);
    const malo = await api.como('admin.demo', 'POST', '/api/devolucion/VerificarNroSerie', { items: [{ troquel: caso.serie.troquel, valor: 'S1', fechaVencimiento: '31/12/2026' }] });
    expect(malo.status).toBe(400);
    expect(malo.body.mensaje).toContain('AAAA-MM-DD');
  });

  test('a serial another pharmacy received is wrong for this one; its invoice is a 404', async () => {
    const r = await api.como('otra.demo', 'POST', '/api/devolucion/VerificarNroSerie', { items: [{ troquel: caso.serie.troquel, valor: caso.series[0] }] });
    expect(r.body[0].estado).toBe(4);
    expect((await api.como('otra.demo', 'GET', `/api/factura/${caso.facturaId}/itemsParaDevolver`)).status).toBe(404);
    expect((await api.como('otra.demo', 'POST', '/api/devolucion/VerificarNroSerieEnFactura', { facturaId: caso.facturaId, items: [] })).status).toBe(404);
  });

  test('bad input is a Spanish 400 naming the line (too many units, a wrong serial, a serial on two lines, a lot longer than 307, a date claim after parameter 2), and nothing is saved', async () => {
    const antes = await total('/api/devolucion/Buscar?pageSize=1');
    const base = { guid: randomUUID(), facturaId: caso.facturaId };
    const demasiadas = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', { ...base, items: [{ pedidoDetId: caso.simple.pedidoDetId, cantidad: caso.simple.cantDisponible + 1, motivoDevolucionId: 1 }] });
    expect(demasiadas.status).toBe(400);
    expect(demasiadas.body.mensaje).toMatch(new RegExp(`^Línea 1 \\(${caso.simple.troquel} .*supera`));
    const serieMala = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', {
      ...base,
      items: [
        { pedidoDetId: caso.simple.pedidoDetId, cantidad: 1, motivoDevolucionId: 1 },
        { pedidoDetId: caso.serie.pedidoDetId, cantidad: 1, motivoDevolucionId: 2, lotes: ['S999999999001'] },
      ],
    });
    expect(serieMala.status).toBe(400);
    expect(serieMala.body.mensaje).toMatch(/^Línea 2 .*Número de serie incorrecto/);
    const dosLineas = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', {
      ...base,
      items: [
        { pedidoDetId: caso.serie.pedidoDetId, cantidad: 1, motivoDevolucionId: 2, lotes: [caso.series[0]] },
        { pedidoDetId: caso.serie.pedidoDetId, cantidad: 1, motivoDevolucionId: 2, lotes: [caso.series[0]] },
      ],
    });
    expect(dosLineas.status).toBe(400);
    expect(dosLineas.body.mensaje).toMatch(/^Línea 2 .*Número de serie duplicado/);
    const loteLargo = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', {
      ...base,
      items: [{ pedidoDetId: caso.lote.pedidoDetId, cantidad: 1, motivoDevolucionId: 1, lotes: ['L'.repeat(21)] }],
    });
    expect(loteLargo.status).toBe(400);
    expect(loteLargo.body.mensaje).toMatch(new RegExp(`^Línea 1 \\(${caso.lote.troquel} .*${'L'.repeat(21)} — Lote incorrecto`));
    const vieja = await facturaDeHaceDias(api.entorno.app.db, 1001, 35, 85);
    const lineaVieja = ((await api.como('admin.demo', 'GET', `/api/factura/${vieja.id}/itemsParaDevolver`)).body as Linea[]).find((l) => l.cantDisponible > 0);
    const precioTarde = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', { guid: randomUUID(), facturaId: vieja.id, items: [{ pedidoDetId: lineaVieja!.pedidoDetId, cantidad: 1, motivoDevolucionId: 7 }] });
    expect(precioTarde.status).toBe(400);
    expect(precioTarde.body.mensaje).toMatch(/^Línea 1 .*Vencimientos y precios se reclaman dentro de los 30 días de la factura\.$/);
    expect(await total('/api/devolucion/Buscar?pageSize=1')).toBe(antes);
  });

  test('a return is created whole with its invoice number, the same guid twice makes one, its serial cannot go in another return, and another pharmacy gets 404', async () => {
    const body = {
      guid: randomUUID(),
      facturaId: caso.facturaId,
      items: [
        { pedidoDetId: caso.simple.pedidoDetId, cantidad: 1, motivoDevolucionId: 1 },
        { pedidoDetId: caso.serie.pedidoDetId, cantidad: 1, motivoDevolucionId: 2, lotes: [caso.series[1]] },
      ],
    };
    const [a, b] = await Promise.all([api.como('admin.demo', 'POST', '/api/devolucion/nueva', body), api.como('admin.demo', 'POST', '/api/devolucion/nueva', body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body).toMatchObject({ estadoId: 200, facturaId: caso.facturaId, cantidadItemsTotal: 2, tipo: 0, nroFactura: expect.stringMatching(/^FC[AB] \d{4}-\d{8}$/) });
    const id = a.body.id as number;

    const detalle = await api.como('admin.demo', 'GET', `/api/devolucion/detalle/${id}`);
    expect(detalle.body.find((i: { nroSerie: string | null }) => i.nroSerie === caso.series[1])).toMatchObject({ nroLote: expect.stringMatching(/^L/), estadoValidacion: 9 });
    const items = (await api.como('admin.demo', 'GET', `/api/factura/${caso.facturaId}/itemsParaDevolver`)).body as Linea[];
    expect(items.find((l) => l.pedidoDetId === caso.serie.pedidoDetId)!.cantDisponible).toBe(caso.serie.cantDisponible - 1);

    const otraVez = await api.como('admin.demo', 'POST', '/api/devolucion/nueva', {
      guid: randomUUID(),
      facturaId: caso.facturaId,
      items: [{ pedidoDetId: caso.serie.pedidoDetId, cantidad: 1, motivoDevolucionId: 2, lotes: [caso.series[1]] }],
    });
    expect(otraVez.status).toBe(400);
    expect(otraVez.body.mensaje).toMatch(new RegExp(`^Línea 1 .*${caso.series[1]} — Número de serie duplicado`));

    const estado = await api.como('admin.demo', 'GET', `/api/devolucion/estado/${id}`);
    expect(estado.body).toMatchObject({ id, estadoId: 200, estado: 'Pendiente OK' });
    const pdf = await api.como('admin.demo', 'GET', `/api/devolucion/${id}/comprobante`);
    expect([pdf.status, pdf.headers.get('content-type'), pdf.headers.get('content-disposition')]).toEqual([200, 'application/pdf', `attachment; filename="devolucion-${id}.pdf"`]);

    for (const path of [`/api/devolucion/${id}`, `/api/devolucion/detalle/${id}`, `/api/devolucion/estado/${id}`, `/api/devolucion/id/${id}`, `/api/devolucion/${id}/comprobante`]) {
      expect([path, (await api.como('otra.demo', 'GET', path)).status]).toEqual([path, 404]);
    }
    expect((await api.como('otra.demo', 'POST', '/api/devolucion/nueva', body)).status).toBe(404);

    const enCurso = await api.como('admin.demo', 'POST', '/api/devolucion/PedidosNoPrepararParaFacturas', { facturaIds: [caso.facturaId] });
    expect(enCurso.body).toEqual([{ facturaId: caso.facturaId, devoluciones: expect.arrayContaining([expect.objectContaining({ id, estadoId: 200, cantidadItemsTotal: 2 })]) }]);
    expect((await api.como('otra.demo', 'POST', '/api/devolucion/PedidosNoPrepararParaFacturas', { facturaIds: [caso.facturaId] })).body).toEqual([{ facturaId: caso.facturaId, devoluciones: [] }]);
  });

  test('the history filters by dates and by product (troquel or name) and totals what it finds: returns, lines, units', async () => {
    const hoy = reloj.hoy();
    const deHoy = `fechaAlta>=${hoy},fechaAlta<=${hoy}`;
    const lista = await api.como('admin.demo', 'GET', `/api/devolucion/Buscar?filters=${encodeURIComponent(`${deHoy},producto@=${caso.serie.troquel}`)}`);
    expect(lista.status).toBe(200);
    expect(lista.body.length).toBeGreaterThan(0);
    const detalles = await Promise.all(lista.body.map((d: { id: number }) => api.como('admin.demo', 'GET', `/api/devolucion/detalle/${d.id}`)));
    expect(detalles.every((d) => d.body.some((i: { troquel: number }) => i.troquel === caso.serie.troquel))).toBe(true);
    const totales = await api.como('admin.demo', 'GET', `/api/devolucion/BuscarTotales?filters=${encodeURIComponent(`${deHoy},producto@=${caso.serie.troquel}`)}`);
    const lineas = detalles.flatMap((d) => d.body as { cantidadItems: number }[]);
    expect(totales.body).toEqual({ devoluciones: lista.body.length, lineas: lineas.length, unidades: lineas.reduce((s, i) => s + i.cantidadItems, 0) });
    const porNombre = await api.como('admin.demo', 'GET', `/api/devolucion/Buscar?filters=${encodeURIComponent(`producto@=${caso.serie.prodNombre.slice(0, 6).toLowerCase()}`)}`);
    expect(porNombre.body.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining(lista.body.map((d: { id: number }) => d.id)));
    expect((await api.como('admin.demo', 'GET', '/api/devolucion/BuscarTotales?filters=fechaAlta>=2000-01-01,fechaAlta<=2000-12-31')).body).toEqual({ devoluciones: 0, lineas: 0, unidades: 0 });
    const malo = await api.como('admin.demo', 'GET', '/api/devolucion/BuscarTotales?filters=fechaAlta>=ayer');
    expect(malo.status).toBe(400);
    expect(malo.body.mensaje).toMatch(/fecha/i);
  });

  test('a user without the Devoluciones role gets 403; bad ids and bodies are Spanish 400s', async () => {
    expect((await api.como('pedidos.demo', 'GET', '/api/devolucion/motivos')).status).toBe(403);
    expect((await api.como('pedidos.demo', 'POST', '/api/devolucion/PedidosNoPrepararParaFacturas', { facturaIds: [1] })).status).toBe(403);
    const malo = await api.como('admin.demo', 'POST', '/api/devolucion/PedidosNoPrepararParaFacturas', { facturaIds: ['x'] });
    expect(malo.status).toBe(400);
    expect(malo.body.mensaje).toMatch(/id de factura debe ser un número/);
    expect((await api.como('admin.demo', 'GET', '/api/pedido/FaltanteDisponiblePorTroquel?troquel=abc')).status).toBe(400);
  });
});

describe('sections (SPEC §6): each kind of return needs its own, the shared reads any of them', () => {
  beforeAll(async () => {
    await crearUsuario(api.entorno.app.db, 'solo.recalls', 1001, ['Devoluciones'], [41]);
    await crearUsuario(api.entorno.app.db, 'solo.generales', 1001, ['Devoluciones'], [11]);
  });

  test('a user with only section 41 checks recall lots and reads states and parameters, but not general returns', async () => {
    for (const [metodo, path, body] of [
      ['GET', '/api/devolucion/estados'],
      ['GET', '/api/Devolucion/Parametros'],
      ['POST', '/api/devolucion/VerificarNroSerieEnRecall', { recallId: 1, items: [] }],
      ['GET', '/api/devolucionRecall/Buscar'],
      ['GET', '/api/recall/PublicadosYVigentes'],
    ] as const) {
      expect([path, (await api.como('solo.recalls', metodo, path, body)).status]).toEqual([path, 200]);
    }
    for (const [metodo, path, body] of [
      ['GET', '/api/devolucion/Buscar'],
      ['POST', '/api/devolucion/Buscar', {}],
      ['GET', '/api/devolucion/BuscarItems'],
      ['GET', '/api/devolucion/BuscarTotales'],
      ['POST', '/api/devolucion/ParaFacturas', {}],
      ['POST', '/api/devolucion/VerificarNroSerieEnFactura', { facturaId: 1, items: [] }],
      ['GET', '/api/DevolucionVencido/Buscar'],
    ] as const) {
      const r = await api.como('solo.recalls', metodo, path, body);
      expect([path, r.status]).toEqual([path, 403]);
    }
  });

  test('a user with only section 11 works general returns, not recalls nor expired products (told its agreement has none)', async () => {
    expect((await api.como('solo.generales', 'GET', '/api/devolucion/Buscar')).status).toBe(200);
    expect((await api.como('solo.generales', 'POST', '/api/recall/VerificarPresenciaTroquelEnRecall', { troqueles: [] })).status).toBe(200);
    for (const path of ['/api/devolucionRecall/Buscar', '/api/devolucionRecall/BuscarItems', '/api/recall/PublicadosYVigentes']) {
      expect([path, (await api.como('solo.generales', 'GET', path)).status]).toEqual([path, 403]);
    }
    const vencidos = await api.como('solo.generales', 'GET', '/api/DevolucionVencido/Buscar');
    expect(vencidos.status).toBe(403);
    expect(vencidos.body.mensaje).toBe('El convenio de la farmacia no incluye la devolución de vencidos.');
    expect((await api.como('solo.generales', 'GET', '/api/DevolucionVencido/recuperar')).status).toBe(403);
  });
});

describe('shipped lots and serials in the seed', () => {
  test('every pharmacy with a history has the lots and serials it was shipped, each serial unique', async () => {
    const porFarmacia = await filas<{ farmacia_id: number; series: number; lotes: number }>(
      api.entorno.app.db,
      `select farmacia_id, count(nro_serie)::int as series, count(*) filter (where nro_serie is null)::int as lotes from lote_despachado group by farmacia_id order by farmacia_id`,
    );
    expect(porFarmacia.map((f) => Number(f.farmacia_id))).toEqual([1001, 1002, 1003]);
    expect(porFarmacia.every((f) => f.series > 0 && f.lotes > 0)).toBe(true);
    const [repetidas] = await filas<{ n: number }>(api.entorno.app.db, `select count(*)::int as n from (select nro_serie from lote_despachado where nro_serie is not null group by troquel, nro_serie having count(*) > 1) x`);
    expect(repetidas!.n).toBe(0);
  });
});
