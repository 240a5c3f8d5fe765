import { and, asc, eq } from 'drizzle-orm';
import type { Banner, Banners } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { archivo, banner } from '../../db/schema/index.js';
import { leerParametro } from '../parametros/service.js';

/** SPEC §9 parameter ids. */
const PARAMETRO_DURACION_BANNERS = 9;
const PARAMETRO_BANNERS_ALEATORIOS = 8;

const DURACION_PREDETERMINADA_MS = 5000;

const columnasBanner = {
  id: banner.id,
  linkExterno: banner.linkExterno,
  nombreArchivo: banner.nombreArchivo,
  textoBusqueda: banner.textoBusqueda,
  tipoBusqueda: banner.tipoBusqueda,
  urlDestino: banner.urlDestino,
  intercalado: banner.intercalado,
};

const esVerdadero = (valor: string | null) => valor !== null && ['1', 'true', 'si', 'sí', 's'].includes(valor.trim().toLowerCase());

function mezclar<T>(items: T[]): T[] {
  const copia = [...items];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copia[i], copia[j]] = [copia[j], copia[i]];
  }
  return copia;
}

/** Active banners in their order (shuffled when parameter 8 says so), the interleaved one apart, and the milliseconds each shows. */
export async function leerBanners(db: Db): Promise<Banners> {
  const filas = await db.select(columnasBanner).from(banner).where(eq(banner.activo, true)).orderBy(asc(banner.orden), asc(banner.id));
  const aBanner = ({ intercalado: _intercalado, ...b }: (typeof filas)[number]): Banner => b;
  const comunes = filas.filter((b) => !b.intercalado).map(aBanner);
  const intercalado = filas.find((b) => b.intercalado);
  const duracion = Number(await leerParametro(db, PARAMETRO_DURACION_BANNERS));
  return {
    banners: esVerdadero(await leerParametro(db, PARAMETRO_BANNERS_ALEATORIOS)) ? mezclar(comunes) : comunes,
    bannerIntercalado: intercalado ? aBanner(intercalado) : null,
    duracionBanners: Number.isFinite(duracion) && duracion > 0 ? duracion : DURACION_PREDETERMINADA_MS,
  };
}

/** The image of a banner, only among the files of kind 'banner'. */
export async function imagenBanner(db: Db, nombreArchivo: string): Promise<{ contenido: Buffer; mime: string; fecha: Date } | null> {
  const [fila] = await db
    .select({ contenido: archivo.contenido, mime: archivo.mime, fecha: archivo.fecha })
    .from(archivo)
    .where(and(eq(archivo.tipo, 'banner'), eq(archivo.nombre, nombreArchivo)))
    .limit(1);
  return fila ?? null;
}
