import { createRequire } from 'node:module';
import path from 'node:path';
import { DROGAS, LABORATORIOS, LINEAS_NO_MEDICAMENTOS } from '../../api/src/seed/datos/catalogo.js';
import type { Producto } from '@portal/shared/contracts';
import type { DocumentoBusqueda } from '../src/busqueda/tipos.js';
import type { AuxiliaresCatalogo } from '../src/catalogo/documentos.js';
import { aleatorio } from '../src/busqueda/prueba/aleatorio.js';

export const CANTIDAD = 50_000;

function ean13(n: number): string {
  const doce = `779${String(n).padStart(9, '0')}`;
  const suma = [...doce].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${doce}${(10 - (suma % 10)) % 10}`;
}

interface FilaGenerada {
  troquel: number;
  nombre: string;
  codigos: string[];
  laboratorio: string;
  droga: string | null;
  categoria: string;
}

/**
 * 50,000 products shaped like the API's `large` seed, from its own name lists (brands, drugs, presentations,
 * non-medicine lines), with variants numbered until the count is reached.
 */
function filasGeneradas(cantidad = CANTIDAD): FilaGenerada[] {
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
  const filas: FilaGenerada[] = [];
  for (let i = 0; filas.length < cantidad; i++) {
    const b = base[i % base.length];
    const vuelta = Math.floor(i / base.length);
    const troquel = 1_000_000 + i * 7;
    filas.push({
      troquel,
      nombre: vuelta === 0 ? b.nombre : `${b.nombre} (pack x ${vuelta + 1})`,
      codigos: [String(troquel), ean13(i), ...(rnd() < 0.1 ? [ean13(i + 5_000_000)] : [])],
      laboratorio: b.laboratorio,
      droga: b.droga,
      categoria: b.categoria,
    });
  }
  return filas;
}

export function catalogoGenerado(): DocumentoBusqueda[] {
  return filasGeneradas().map((f) => ({
    id: f.troquel,
    nombre: f.nombre,
    codigos: f.codigos,
    extras: [f.laboratorio, ...(f.droga ? [f.droga] : []), f.categoria],
  }));
}

/**
 * The same products in the API's wire format (`GET /api/producto`), with the laboratory, drug and category lists
 * their ids point into.
 */
export function productosGenerados(cantidad = CANTIDAD): { productos: Producto[]; auxiliares: AuxiliaresCatalogo } {
  const ids = <T,>(nombres: Iterable<T>) => new Map([...new Set(nombres)].map((nombre, i) => [nombre, i + 1]));
  const filas = filasGeneradas(cantidad);
  const laboratorios = ids(filas.map((f) => f.laboratorio));
  const drogas = ids(filas.flatMap((f) => (f.droga ? [f.droga] : [])));
  const categorias = ids(filas.map((f) => f.categoria));
  const productos = filas.map((f, i): Producto => ({
    troquel: f.troquel,
    codigoBarras: f.codigos[1],
    codigoBarras1: f.codigos[2] ?? null,
    nombre: f.nombre,
    descripcionExtendida: i % 5 === 0 ? `${f.nombre}. Venta bajo receta.` : null,
    laboratorioId: laboratorios.get(f.laboratorio)!,
    drogaId: f.droga ? drogas.get(f.droga)! : null,
    panalPami: i % 97 === 0,
    imagen: i % 3 === 0 ? `https://img.example/productos/${f.troquel}.jpg` : null,
    categoriaId: categorias.get(f.categoria)!,
    noSeFabricaMas: i % 211 === 0,
    fechaBaja: null,
    flags: i % 17 === 0 ? 64 : 0,
    iva105: false,
    iva21: f.droga === null,
    refrigerado: i % 53 === 0,
    aptoCeliaco: i % 7 === 0,
    trazable: i % 11 === 0,
    psicofarmaco: i % 29 === 0,
    psicofarmacoNoFacturable: false,
    categorizable: true,
  }));
  const lista = (mapa: Map<string, number>) => [...mapa].map(([nombre, id]) => ({ id, nombre }));
  let borde = 0;
  return {
    productos,
    auxiliares: {
      laboratorios: lista(laboratorios),
      drogas: lista(drogas),
      // Flat leaves of the nested set: each its own [izquierda, derecha].
      categorias: lista(categorias).map((c) => ({ ...c, izquierda: ++borde, derecha: ++borde })),
      ofertas: [],
      combos: [],
    },
  };
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
