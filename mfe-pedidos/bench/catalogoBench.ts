import { createRequire } from 'node:module';
import path from 'node:path';
import { DROGAS, LABORATORIOS, LINEAS_NO_MEDICAMENTOS } from '../../api/src/seed/datos/catalogo.js';
import type { DocumentoBusqueda } from '../src/busqueda/tipos.js';

export const CANTIDAD = 50_000;

/** Mulberry32: the same catalogue on every run. */
function aleatorio(semilla: number) {
  let a = semilla;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ean13(n: number): string {
  const doce = `779${String(n).padStart(9, '0')}`;
  const suma = [...doce].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${doce}${(10 - (suma % 10)) % 10}`;
}

/**
 * 50,000 products shaped like the API's `large` seed, from its own name lists (brands, drugs, presentations,
 * non-medicine lines), with variants numbered until the count is reached.
 */
export function catalogoGenerado(): DocumentoBusqueda[] {
  const rnd = aleatorio(20261122);
  const base: { nombre: string; laboratorio: string; droga: string | null; categoria: string }[] = [];
  for (const d of DROGAS) {
    for (const p of d.presentaciones) {
      const [forma, concentraciones, tamanos] = p.split('|');
      for (const c of concentraciones.split(','))
        for (const t of tamanos.split(','))
          for (const [marca, lab] of [...d.marcas, [d.nombre, LABORATORIOS[Math.floor(rnd() * LABORATORIOS.length)]] as const])
            base.push({ nombre: `${marca} ${c} ${forma} x ${t}`, laboratorio: lab, droga: d.nombre, categoria: d.categoria });
    }
  }
  for (const [categoria, marca, fabricante, productos, variantes, tamanos] of LINEAS_NO_MEDICAMENTOS)
    for (const p of productos) for (const v of variantes) for (const t of tamanos) base.push({ nombre: `${p} ${marca} ${v} ${t}`, laboratorio: fabricante, droga: null, categoria });
  const documentos: DocumentoBusqueda[] = [];
  for (let i = 0; documentos.length < CANTIDAD; i++) {
    const b = base[i % base.length];
    const vuelta = Math.floor(i / base.length);
    const troquel = 1_000_000 + i * 7;
    const nombre = vuelta === 0 ? b.nombre : `${b.nombre} (pack x ${vuelta + 1})`;
    documentos.push({
      id: troquel,
      nombre,
      codigos: [String(troquel), ean13(i), ...(rnd() < 0.1 ? [ean13(i + 5_000_000)] : [])],
      extras: [b.laboratorio, ...(b.droga ? [b.droga] : []), b.categoria],
    });
  }
  return documentos;
}

/** The catalogue of a PostgreSQL seeded with `SEED_SCALE=large`, through the API's own `pg` driver. */
export async function catalogoDePostgres(url: string): Promise<DocumentoBusqueda[]> {
  // pnpm runs the bench from the package folder; the driver is the API's.
  const requerir = createRequire(path.resolve(process.cwd(), '../api/package.json'));
  const { Client } = requerir('pg') as typeof import('pg');
  const cliente = new Client({ connectionString: url });
  await cliente.connect();
  try {
    const { rows } = await cliente.query<{ troquel: number; codigo_barras: string; codigo_barras1: string | null; nombre: string; lab: string; droga: string | null; cat: string }>(
      `select p.troquel, p.codigo_barras, p.codigo_barras1, p.nombre, l.nombre as lab, d.nombre as droga, c.nombre as cat
         from producto p join laboratorio l on l.id = p.laboratorio_id left join droga d on d.id = p.droga_id join categoria c on c.id = p.categoria_id`,
    );
    return rows.map((r) => ({
      id: r.troquel,
      nombre: r.nombre,
      codigos: [String(r.troquel), r.codigo_barras, ...(r.codigo_barras1 ? [r.codigo_barras1] : [])],
      extras: [r.lab, ...(r.droga ? [r.droga] : []), r.cat],
    }));
  } finally {
    await cliente.end();
  }
}
