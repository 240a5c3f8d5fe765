/**
 * Search per keystroke over 50,000 products: ours beside MiniSearch and FlexSearch on the same data and queries
 * (DESIGN §11: median ≤ 2 ms, p99 ≤ 8 ms), and a ranking check. `pnpm --filter mfe-pedidos bench`;
 * with DATABASE_URL it reads a PostgreSQL seeded by the API's seed script with SEED_SCALE=large.
 */
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import { crearMotorBusqueda } from '../src/busqueda/motor.js';
import { normalizar } from '../src/busqueda/normalizar.js';
import { Nivel, type DocumentoBusqueda } from '../src/busqueda/tipos.js';
import { catalogoDePostgres, catalogoGenerado } from './catalogoBench.js';

const LIMITE = 100;

type Buscar = (texto: string) => number[];

function percentil(valores: number[], p: number): number {
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.ceil((p / 100) * orden.length) - 1)];
}

/**
 * Every keystroke through one engine, then the next, for six rounds with the engines' order rotating: on a shared,
 * busy machine a slow spell then falls on each of them in turn, while each engine still runs alone as it would in
 * the page's worker (interleaving them per keystroke would make each pay for the others' garbage and caches).
 */
function medir(buscadores: Buscar[], teclas: string[]): { mediana: number; p99: number }[] {
  for (const buscar of buscadores) for (const t of teclas.slice(0, 50)) buscar(t);
  const tiempos: number[][] = buscadores.map(() => []);
  for (let vuelta = 0; vuelta < 6; vuelta++) {
    for (let k = 0; k < buscadores.length; k++) {
      const i = (k + vuelta) % buscadores.length;
      for (const t of teclas) {
        const inicio = performance.now();
        buscadores[i](t);
        tiempos[i].push(performance.now() - inicio);
      }
    }
  }
  return tiempos.map((t) => ({ mediana: percentil(t, 50), p99: percentil(t, 99) }));
}

/** Every prefix of each query, as typed. */
const teclasDe = (consultas: string[]) => consultas.flatMap((c) => [...c].map((_, i) => c.slice(0, i + 1)).filter((t) => t.trim() !== ''));

function consultas(docs: DocumentoBusqueda[]): string[] {
  const palabra = (d: DocumentoBusqueda, i: number) => d.nombre.split(' ')[i] ?? '';
  const elegidos = [docs[123], docs[4567], docs[23456], docs[41234]];
  return [
    'ibuprofeno 400',
    'amoxi 500',
    'paracetamol',
    'tafirol',
    'shampoo',
    'bago',
    'clav amox',
    '600 ibu',
    'acido',
    'ácido acetil',
    ...elegidos.map((d) => `${palabra(d, 0)} ${palabra(d, 1)}`.toLowerCase()),
    ...elegidos.map((d) => d.codigos[0]),
    ...elegidos.map((d) => d.codigos[1]),
  ];
}

async function main() {
  const desdeBase = process.env.DATABASE_URL;
  const docs = desdeBase ? await catalogoDePostgres(desdeBase) : catalogoGenerado();
  console.log(`Catálogo: ${docs.length} productos (${desdeBase ? 'PostgreSQL' : 'generado por el bench'})`);

  let inicio = performance.now();
  const motor = crearMotorBusqueda(docs);
  const indiceNuestro = performance.now() - inicio;

  inicio = performance.now();
  const mini = new MiniSearch<{ id: number; nombre: string; extras: string; codigos: string }>({
    fields: ['nombre', 'extras', 'codigos'],
    processTerm: (t) => normalizar(t) || null,
    searchOptions: { prefix: true, combineWith: 'AND', boost: { nombre: 2 } },
  });
  mini.addAll(docs.map((d) => ({ id: d.id, nombre: d.nombre, extras: d.extras.join(' '), codigos: d.codigos.join(' ') })));
  const indiceMini = performance.now() - inicio;

  inicio = performance.now();
  const flex = new FlexSearch.Index({ tokenize: 'forward', encoder: FlexSearch.Charset.LatinBalance });
  for (const d of docs) flex.add(d.id, `${d.nombre} ${d.extras.join(' ')} ${d.codigos.join(' ')}`);
  const indiceFlex = performance.now() - inicio;

  const motores: [string, Buscar, number][] = [
    ['nuestro', (t) => motor.buscar(t, { limite: LIMITE }).ids, indiceNuestro],
    ['MiniSearch', (t) => mini.search(t).slice(0, LIMITE).map((r) => r.id as number), indiceMini],
    ['FlexSearch', (t) => flex.search(t, { limit: LIMITE }) as number[], indiceFlex],
  ];
  const lista = consultas(docs);
  const teclas = teclasDe(lista);
  console.log(`${lista.length} consultas, ${teclas.length} pulsaciones (×6 vueltas, orden de los motores rotando)\n`);
  console.log('motor        índice (ms)   mediana (ms)   p99 (ms)');
  const medidas = medir(
    motores.map(([, buscar]) => buscar),
    teclas,
  ).map((m, i) => {
    const [nombre, , indice] = motores[i];
    console.log(`${nombre.padEnd(12)} ${indice.toFixed(0).padStart(11)} ${m.mediana.toFixed(3).padStart(14)} ${m.p99.toFixed(3).padStart(10)}`);
    return { nombre, ...m };
  });
  const [nuestro, ...otros] = medidas;
  for (const o of otros) console.log(`nuestro / ${o.nombre}: mediana ×${(nuestro.mediana / o.mediana).toFixed(2)}, p99 ×${(nuestro.p99 / o.p99).toFixed(2)}`);
  console.log(`objetivo DESIGN §11: mediana ≤ 2 ms (${nuestro.mediana <= 2 ? 'cumple' : 'NO cumple'}), p99 ≤ 8 ms (${nuestro.p99 <= 8 ? 'cumple' : 'NO cumple'})\n`);

  console.log('Ranking (✓ = el producto esperado primero; prefijos de nombre antes que coincidencias dentro de palabra):');
  const porId = new Map(docs.map((d) => [d.id, d]));
  const casos = [docs[4567], docs[23456], docs[41234]].flatMap((d) => [
    { texto: d.codigos[0], esperado: d.id, que: 'troquel exacto' },
    { texto: d.codigos[1], esperado: d.id, que: 'código de barras exacto' },
  ]);
  for (const [nombre, buscar] of motores) {
    const aciertos = casos.filter((c) => buscar(c.texto)[0] === c.esperado).length;
    const prefijo = 'ibu';
    const resultados = buscar(prefijo).map((id) => normalizar(porId.get(id)!.nombre));
    const primeraDentro = resultados.findIndex((n) => !n.split(' ').some((p) => p.startsWith(prefijo)));
    const ultimaPrefijo = resultados.reduce((u, n, i) => (n.startsWith(prefijo) ? i : u), -1);
    const prefijosPrimero = primeraDentro === -1 || ultimaPrefijo < primeraDentro;
    console.log(`  ${nombre.padEnd(11)} códigos exactos primero: ${aciertos}/${casos.length}; "${prefijo}": prefijos de nombre antes que el resto: ${prefijosPrimero ? '✓' : '✗'}`);
  }
  const dentro = motor.buscar('profeno', { limite: 5 });
  console.log(`  nuestro     "profeno" (dentro de palabra): ${dentro.total} resultados, nivel ${dentro.niveles[0] === Nivel.DentroDePalabra ? 'dentro de palabra' : dentro.niveles[0]}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
