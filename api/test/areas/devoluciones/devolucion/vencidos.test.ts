import { randomUUID } from 'node:crypto';
import { suiteApi } from '../../../support/suite-api.js';
import { crearUsuario, filas } from '../../../support/devoluciones.js';
import * as reloj from '../../../../src/reloj.js';

/** Expired-product returns over the demo seed: the server-side draft, the expiry rule and the serials sold to the pharmacy. */
const api = suiteApi();

const hoy = reloj.hoy();
/** The same day a month earlier or later: outside the current month. */
const otroMes = (meses: number) => {
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + meses);
  return d.toISOString().slice(0, 10);
};

/** A traceable unit pharmacy 1001 was sold and has not returned, by its serial. */
async function serieVendida() {
  const [f] = await filas<{ troquel: number; nro_serie: string; lote: string }>(api.entorno.app.db, `select troquel, nro_serie, lote from lote_despachado ld where farmacia_id = 1001 and nro_serie is not null
      and not exists (select 1 from devolucion_item di where di.troquel = ld.troquel and di.nro_serie = ld.nro_serie) order by id limit 1`);
  return { troquel: Number(f!.troquel), serie: f!.nro_serie, lote: f!.lote };
}

describe('expired-product returns', () => {
  test('the draft saved from one browser is recovered by another user of the pharmacy, never by another pharmacy', async () => {
    const semilla = await api.como('admin.demo', 'GET', '/api/DevolucionVencido/recuperar');
    expect(semilla.status).toBe(200);
    expect(semilla.body.items.length).toBeGreaterThan(0);
    const [primero] = semilla.body.items;
    const guardado = await api.como('admin.demo', 'POST', '/api/DevolucionVencido/guardar', { items: [{ ...primero, cantidad: 1, nroLote: ' 00lx9 ', trazable: !primero.trazable }] });
    expect(guardado.status).toBe(200);
    expect(guardado.body.items).toEqual([expect.objectContaining({ troquel: primero.troquel, cantidad: 1, nroLote: 'LX9', trazable: primero.trazable })]);
    expect((await api.como('admin.demo', 'GET', '/api/DevolucionVencido/recuperar')).body.items).toHaveLength(1);
    expect((await api.como('otra.demo', 'GET', '/api/DevolucionVencido/recuperar')).body.items.map((i: { troquel: number }) => i.troquel)).not.toContain(primero.troquel);
  });

  test('Producto names a troquel and how its units are checked; one that is no product is a 404, a bad one a 400', async () => {
    const { troquel } = await serieVendida();
    expect((await api.como('admin.demo', 'GET', `/api/DevolucionVencido/Producto/${troquel}`)).body).toMatchObject({ troquel, tipoValidacion: 'serie', prodNombre: expect.any(String) });
    const noExiste = await api.como('admin.demo', 'GET', '/api/DevolucionVencido/Producto/99');
    expect([noExiste.status, noExiste.body.mensaje]).toEqual([404, 'No existe el troquel 99.']);
    expect((await api.como('admin.demo', 'GET', '/api/DevolucionVencido/Producto/x')).status).toBe(400);
  });

  test('Nueva checks every line: the expiry in the current month (else Vencido), lot lengths, a traceable serial sold to the pharmacy once; then creates once per guid and clears the draft', async () => {
    const vendida = await serieVendida();
    const [item] = (await api.como('admin.demo', 'GET', '/api/DevolucionVencido/recuperar')).body.items;
    const linea = { troquel: item.troquel, cantidad: 1, nroLote: 'LV123', nroSerie: null, fechaVencimiento: hoy, trazableSinNroSerie: true };
    const serie = { troquel: vendida.troquel, cantidad: 1, nroLote: vendida.lote, nroSerie: vendida.serie.toLowerCase(), fechaVencimiento: hoy, trazableSinNroSerie: false };
    const guid = randomUUID();
    const casos: [unknown[], RegExp][] = [
      [[linea, { ...linea, fechaVencimiento: otroMes(-1) }], /^Línea 2 .*vence el \d{2}\/\d{2}\/\d{4} — Vencido: el convenio recibe las unidades que vencen en el mes en curso\.$/],
      [[{ ...linea, fechaVencimiento: otroMes(2) }], /^Línea 1 .*Vencido/],
      [[{ ...linea, nroLote: 'L'.repeat(21) }], /^Línea 1 .*Lote incorrecto/],
      [[linea, { ...serie, nroSerie: 'S999999999001' }], /^Línea 2 .*S999999999001 — Número de serie incorrecto\.$/],
      [[serie, serie], /^Línea 2 .*Número de serie duplicado/],
      [[{ ...serie, cantidad: 2 }], /^Línea 1 .*un número de serie identifica una sola unidad/],
    ];
    for (const [items, mensaje] of casos) {
      const r = await api.como('admin.demo', 'POST', '/api/DevolucionVencido/Nueva', { guid, items });
      expect([r.status, r.body.mensaje]).toEqual([400, expect.stringMatching(mensaje)]);
    }

    const [a, b] = await Promise.all([1, 2].map(() => api.como('admin.demo', 'POST', '/api/DevolucionVencido/Nueva', { guid, items: [linea, serie] })));
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.id).toBe(b!.body.id);
    expect(a!.body).toMatchObject({ tipo: 2, estadoId: 200, cantidadItemsTotal: 2 });
    expect((await api.como('admin.demo', 'GET', '/api/DevolucionVencido/recuperar')).body.items).toEqual([]);
    const otraVez = await api.como('admin.demo', 'POST', '/api/DevolucionVencido/Nueva', { guid: randomUUID(), items: [serie] });
    expect(otraVez.body.mensaje).toMatch(/^Línea 1 .*Número de serie duplicado/);
    expect((await api.como('otra.demo', 'POST', '/api/DevolucionVencido/Nueva', { guid: randomUUID(), items: [serie] })).body.mensaje).toMatch(/Número de serie incorrecto/);

    const historia = await api.como('admin.demo', 'GET', '/api/DevolucionVencido/Buscar');
    expect(historia.body[0].id).toBe(a!.body.id);
    for (const path of [`/api/DevolucionVencido/${a!.body.id}`, `/api/DevolucionVencido/detalle/${a!.body.id}`, `/api/DevolucionVencido/estado/${a!.body.id}`]) {
      expect([path, (await api.como('otra.demo', 'GET', path)).status]).toEqual([path, 404]);
    }
    expect((await api.como('admin.demo', 'GET', `/api/devolucion/${a!.body.id}`)).status).toBe(404);
    const ajena = await api.como('otra.demo', 'POST', '/api/DevolucionVencido/Nueva', { guid, items: [linea] });
    expect([ajena.status, ajena.body.mensaje]).toEqual([404, 'No se encontró la devolución.']);
  });

  test('a user whose pharmacy agreement has no expired returns (section 8 off) is refused every call, with the reason', async () => {
    await crearUsuario(api.entorno.app.db, 'sin.vencidos', 1001, ['Devoluciones'], [11, 41]);
    for (const [metodo, path, body] of [
      ['GET', '/api/DevolucionVencido/recuperar'],
      ['POST', '/api/DevolucionVencido/guardar', { items: [] }],
      ['GET', '/api/DevolucionVencido/Buscar'],
      ['GET', '/api/DevolucionVencido/Producto/1'],
    ] as const) {
      const r = await api.como('sin.vencidos', metodo, path, body);
      expect([path, r.status, r.body.mensaje]).toEqual([path, 403, 'El convenio de la farmacia no incluye la devolución de vencidos.']);
    }
  });
});
