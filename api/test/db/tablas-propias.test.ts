import { describe, expect, test } from '@jest/globals';
import { duenoDe, mapaDeTablas, tablasNombradas, violaciones } from '../support/sql-crudo.js';

/**
 * Each module owns its tables (DESIGN §6) in raw SQL too: the dependency rules catch an import of another module's
 * `tablas.ts`, but not `sql\`select … from factura\`` written by hand in the returns module. Another module's table
 * is reached through its owner's service.
 *
 * Left out: db/ (the client and the migrations' helpers) and seed/, which builds the demo data of every module at
 * once - it writes every table by design, as the dependency rules also allow.
 */
const FUERA = ['db', 'seed'];

describe('cada módulo nombra en SQL solo sus tablas', () => {
  test('el mapa de dueños cubre cada tabla una vez', async () => {
    const mapa = await mapaDeTablas();
    expect(mapa.get('carrito')).toBe('areas/pedidos/carrito');
    expect(mapa.get('factura_item')).toBe('areas/cuenta-corriente/factura');
    expect(mapa.get('farmacia')).toBe('plataforma/farmacia');
    expect(mapa.get('oidc_registro')).toBe('idp');
    expect(mapa.size).toBeGreaterThan(50);
  });

  test('el lector encuentra una tabla ajena en SQL escrito a mano, no en comentarios ni en alias', () => {
    const tablas = new Set(['carrito', 'carrito_item', 'factura', 'pedido', 'producto']);
    const fuente = [
      "// from carrito: a comment names no table",
      "const a = sql`select f.id from ${x} f join factura on true where id = ${id} for update`;",
      'const b = "update pedido set estado = 1";',
      "const c = 'insert into public.\"carrito_item\" values (1)';",
      'const d = sql<{ n: number }>`select count(*) as producto from x`;',
    ].join('\n');
    expect([...tablasNombradas(fuente, tablas)].sort()).toEqual(['carrito_item', 'factura', 'pedido']);
  });

  test('el dueño de un archivo es su módulo, su carpeta o ninguno', () => {
    expect(duenoDe('areas/pedidos/pedido/confirmar.ts')).toBe('areas/pedidos/pedido');
    expect(duenoDe('plataforma/farmacia/condiciones.ts')).toBe('plataforma/farmacia');
    expect(duenoDe('jobs/cumplimiento.ts')).toBe('jobs');
    expect(duenoDe('areas/pedidos/rutas-agregables.ts')).toBe('');
    expect(duenoDe('areas/pedidos/index.ts')).toBe('');
    expect(duenoDe('app.ts')).toBe('');
  });

  test('ningún archivo de src/ nombra en SQL una tabla de otro módulo', async () => {
    const halladas = (await violaciones(FUERA)).map((v) => `${v.archivo} → ${v.tabla} (de ${v.dueno})`);
    expect(halladas).toEqual([]);
  });
});
