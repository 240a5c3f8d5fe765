import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { leerConfig } from '../../config.js';

/** A stored path that would leave the store's folder: never served, whatever the database says. */
export class RutaFueraDelAlmacen extends Error {
  constructor(ruta: string) {
    super(`La ruta '${ruta}' sale del almacén de archivos.`);
  }
}

/**
 * The API's file store: a folder on disk (ARCHIVOS_DIR). Each file is written once under its kind's folder with a
 * random name, so a row of `archivo` owns its file alone (two API processes sharing the folder never collide, and
 * dropping a row may drop its file). The database keeps the relative path, the name shown and the metadata.
 */
export class AlmacenArchivos {
  readonly raiz: string;

  constructor(raiz: string) {
    this.raiz = path.resolve(raiz);
  }

  /**
   * The absolute path of a stored file. Refused when it leaves the folder, by its text (`..`, an absolute path) and,
   * for a file that exists, by where its links really lead.
   */
  async ubicar(ruta: string): Promise<string> {
    const absoluta = path.resolve(this.raiz, ruta);
    if (path.isAbsolute(ruta) || !absoluta.startsWith(this.raiz + path.sep)) throw new RutaFueraDelAlmacen(ruta);
    const real = await realpath(absoluta).catch(() => null);
    if (real === null) return absoluta;
    if (!real.startsWith((await realpath(this.raiz)) + path.sep)) throw new RutaFueraDelAlmacen(ruta);
    return real;
  }

  /** Writes a new file of the kind and answers its relative path. Written aside then renamed: never read half-written. */
  async guardar(tipo: string, contenido: Buffer): Promise<string> {
    const carpeta = /^[a-z0-9-]{1,32}$/.test(tipo) ? tipo : 'otros';
    const ruta = `${carpeta}/${randomUUID()}`;
    const destino = await this.ubicar(ruta);
    await mkdir(path.dirname(destino), { recursive: true });
    const provisorio = `${destino}.parcial`;
    await writeFile(provisorio, contenido);
    await rename(provisorio, destino);
    return ruta;
  }

  async leer(ruta: string): Promise<Buffer> {
    return readFile(await this.ubicar(ruta));
  }

  /** A stream of the file, or of the bytes `inicio`–`fin` (inclusive) for a range request. */
  async abrir(ruta: string, rango?: { inicio: number; fin: number }): Promise<ReadStream> {
    const absoluta = await this.ubicar(ruta);
    return new Promise((listo, fallo) => {
      const flujo = createReadStream(absoluta, rango ? { start: rango.inicio, end: rango.fin } : {});
      flujo.once('open', () => listo(flujo));
      flujo.once('error', fallo);
    });
  }

  /** Drops a file; one already gone is not an error. */
  async borrar(ruta: string): Promise<void> {
    await rm(await this.ubicar(ruta), { force: true });
  }
}

let almacen: AlmacenArchivos | null = null;

/** The process's store: the one the app configured, or ARCHIVOS_DIR's (the seed's command line runs without an app). */
export function almacenArchivos(): AlmacenArchivos {
  almacen ??= new AlmacenArchivos(leerConfig().archivosDir);
  return almacen;
}

/** Points the process at the store of the app's configuration (called when the archivo module registers). */
export function usarAlmacen(raiz: string): AlmacenArchivos {
  if (almacen?.raiz !== path.resolve(raiz)) almacen = new AlmacenArchivos(raiz);
  return almacen;
}
