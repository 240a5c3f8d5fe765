import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { parseSync } from '@swc/core';

/**
 * What the table-ownership guard reads: which folder owns each table (from its `tablas.ts`), and which tables a source
 * file names in raw SQL. The dependency rules see imports only; a `sql\`… from factura …\`` string imports nothing.
 */

export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

/**
 * The owner of a file: its module inside one (`areas/<area>/<m>`, `plataforma/<m>`), otherwise its first folder under
 * src/; '' for a loose file (of src/, of areas/, of an area or of plataforma/: faces and shared route shapes).
 */
export function duenoDe(relativo: string): string {
  const partes = relativo.split('/');
  if (partes[0] === 'areas') return partes.length > 3 ? partes.slice(0, 3).join('/') : '';
  if (partes[0] === 'plataforma') return partes.length > 2 ? `plataforma/${partes[1]}` : '';
  return partes.length > 1 ? partes[0] : '';
}

export function archivosTs(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const ruta = path.join(dir, e.name);
    if (e.isDirectory()) return archivosTs(ruta);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [ruta] : [];
  });
}

/** Table name → owner folder, read from every `tablas.ts` under src/ through drizzle itself. */
export async function mapaDeTablas(): Promise<Map<string, string>> {
  const mapa = new Map<string, string>();
  for (const archivo of archivosTs().filter((a) => path.basename(a) === 'tablas.ts')) {
    const dueno = duenoDe(path.relative(SRC, archivo).split(path.sep).join('/'));
    const exportado = (await import(pathToFileURL(archivo).href)) as Record<string, unknown>;
    for (const valor of Object.values(exportado)) {
      if (!is(valor, PgTable)) continue;
      const nombre = getTableName(valor);
      const previo = mapa.get(nombre);
      if (previo && previo !== dueno) throw new Error(`La tabla ${nombre} está definida en ${previo} y en ${dueno}`);
      mapa.set(nombre, dueno);
    }
  }
  return mapa;
}

/**
 * Every string a file holds (quoted, template, sql`…` alike; comments skipped), with each `${…}` of a template
 * replaced by a placeholder so that the words around it keep their places.
 */
export function textosDe(fuente: string): string[] {
  const textos: string[] = [];
  const visitar = (nodo: unknown): void => {
    if (Array.isArray(nodo)) return nodo.forEach(visitar);
    if (!nodo || typeof nodo !== 'object') return;
    const n = nodo as { type?: string; value?: unknown; quasis?: { cooked?: string; raw: string }[] };
    if (n.type === 'StringLiteral' && typeof n.value === 'string') textos.push(n.value);
    if (n.type === 'TemplateLiteral' && n.quasis) textos.push(n.quasis.map((q) => q.cooked ?? q.raw).join(' $x '));
    Object.values(n).forEach(visitar);
  };
  // swc (already here for jest) parses TypeScript; this package's TypeScript 7 has no JavaScript API.
  visitar(parseSync(fuente, { syntax: 'typescript', target: 'es2022' }));
  return textos;
}

// A table sits after one of these words in SQL; `only` and a `public.` schema may come between. A comma-separated
// FROM list would slip past; the code base writes joins.
const TABLA_EN_SQL = /\b(?:from|join|update|into|table|truncate)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The table names a file's strings use in a table position of SQL. */
export function tablasNombradas(fuente: string, tablas: ReadonlySet<string>): Set<string> {
  const halladas = new Set<string>();
  for (const texto of textosDe(fuente)) {
    for (const m of texto.matchAll(TABLA_EN_SQL)) {
      const nombre = m[1].toLowerCase();
      if (tablas.has(nombre)) halladas.add(nombre);
    }
  }
  return halladas;
}

export interface Violacion {
  archivo: string;
  tabla: string;
  dueno: string;
}

/** Each (file, foreign table) pair under src/, leaving out the folders `fuera` names. */
export async function violaciones(fuera: readonly string[]): Promise<Violacion[]> {
  const mapa = await mapaDeTablas();
  const tablas = new Set(mapa.keys());
  const resultado: Violacion[] = [];
  for (const absoluto of archivosTs()) {
    const archivo = path.relative(SRC, absoluto).split(path.sep).join('/');
    const propio = duenoDe(archivo);
    if (fuera.includes(propio)) continue;
    for (const tabla of tablasNombradas(readFileSync(absoluto, 'utf8'), tablas)) {
      const dueno = mapa.get(tabla)!;
      if (dueno !== propio) resultado.push({ archivo, tabla, dueno });
    }
  }
  return resultado.sort((a, b) => a.archivo.localeCompare(b.archivo) || a.tabla.localeCompare(b.tabla));
}
