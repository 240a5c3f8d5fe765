import { asc, eq, max } from 'drizzle-orm';
import { MIME_IMAGEN_BANNER, type Banner, type Banners, type NuevoBannerBody } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { conflicto, ErrorHttp } from '../../../errores.js';
import { crearArchivo, ubicarArchivo, type ArchivoAlmacenado } from '../../../plataforma/archivo/index.js';
import { leerParametro } from '../../../plataforma/parametros/index.js';
import { banner } from './tablas.js';

/** SPEC §9 parameter ids. */
const PARAMETRO_BANNERS_ALEATORIOS = 8;
const PARAMETRO_DURACION_BANNERS = 9;
const PARAMETRO_TAMANO_MAXIMO_KB = 11;
const PARAMETRO_BANNER_INTERCALADO = 12;

/** Kind of the stored banner images. */
const TIPO_ARCHIVO_BANNER = 'banner';

const columnasBanner = {
  id: banner.id,
  linkExterno: banner.linkExterno,
  nombreArchivo: banner.nombreArchivo,
  textoBusqueda: banner.textoBusqueda,
  tipoBusqueda: banner.tipoBusqueda,
  urlDestino: banner.urlDestino,
};

const esVerdadero = (valor: string | null) => valor !== null && ['1', 'true', 'si', 'sí', 's'].includes(valor.trim().toLowerCase());

/** Fisher–Yates on a copy. */
export function mezclar<T>(items: readonly T[], azar: () => number = Math.random): T[] {
  const copia = [...items];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(azar() * (i + 1));
    [copia[i], copia[j]] = [copia[j]!, copia[i]!];
  }
  return copia;
}

/**
 * Active banners in their order (shuffled when parameter 8 says so), apart the one parameter 12 names (shown after
 * every other one), and the milliseconds each shows (parameter 9; null when unset, so the client's
 * defaultBannerInterval applies).
 */
export async function leerBanners(db: Db): Promise<Banners> {
  const [filas, aleatorios, duracion, intercalado] = await Promise.all([
    db.select(columnasBanner).from(banner).where(eq(banner.activo, true)).orderBy(asc(banner.orden), asc(banner.id)),
    leerParametro(db, PARAMETRO_BANNERS_ALEATORIOS),
    leerParametro(db, PARAMETRO_DURACION_BANNERS),
    leerParametro(db, PARAMETRO_BANNER_INTERCALADO),
  ]);
  const nombreIntercalado = intercalado?.trim() || null;
  const comunes = filas.filter((b) => b.nombreArchivo !== nombreIntercalado);
  const ms = duracion === null || duracion.trim() === '' ? NaN : Number(duracion);
  return {
    banners: esVerdadero(aleatorios) ? mezclar(comunes) : comunes,
    bannerIntercalado: filas.find((b) => b.nombreArchivo === nombreIntercalado) ?? null,
    duracionBanners: Number.isFinite(ms) && ms > 0 ? ms : null,
  };
}

/** The image of a banner, only among the files of kind 'banner'. */
export const imagenBanner = (db: Db, nombreArchivo: string): Promise<ArchivoAlmacenado | null> => ubicarArchivo(db, { tipo: TIPO_ARCHIVO_BANNER, nombre: nombreArchivo });

/** Parameter 11: the largest banner image, in KB (none when unset). */
async function tamanoMaximoBytes(db: Db): Promise<number | null> {
  const kb = Number(await leerParametro(db, PARAMETRO_TAMANO_MAXIMO_KB));
  return Number.isFinite(kb) && kb > 0 ? kb * 1024 : null;
}

/**
 * An operator's new banner: its image goes to the file store (refused over parameter 11's size, or when an image of
 * that name exists, since banners find their image by name), then the banner, last in order unless one is given.
 */
export async function agregarBanner(db: Db, body: Omit<NuevoBannerBody, 'tipoBusqueda'> & { tipoBusqueda: number }): Promise<Banner> {
  const imagen = Buffer.from(body.imagenBase64, 'base64');
  if (imagen.length === 0) throw new ErrorHttp(400, 'La imagen está vacía.', { imagenBase64: ['La imagen está vacía.'] });
  const maximo = await tamanoMaximoBytes(db);
  if (maximo !== null && imagen.length > maximo) {
    const mensaje = `La imagen pesa ${Math.ceil(imagen.length / 1024)} KB y el máximo para banners es ${maximo / 1024} KB (parámetro 11).`;
    throw new ErrorHttp(413, mensaje, { imagenBase64: [mensaje] });
  }
  if (await imagenBanner(db, body.nombreArchivo)) throw conflicto(`Ya existe una imagen de banner llamada ${body.nombreArchivo}.`);
  await crearArchivo(db, {
    tipo: TIPO_ARCHIVO_BANNER,
    nombre: body.nombreArchivo,
    mime: MIME_IMAGEN_BANNER[body.nombreArchivo.split('.').pop()!.toLowerCase()]!,
    contenido: imagen,
    farmaciaId: null,
  });
  const [{ ultimo } = { ultimo: 0 }] = await db.select({ ultimo: max(banner.orden) }).from(banner);
  const [creado] = await db
    .insert(banner)
    .values({
      nombreArchivo: body.nombreArchivo,
      linkExterno: body.linkExterno || null,
      urlDestino: body.urlDestino || null,
      textoBusqueda: body.textoBusqueda || null,
      tipoBusqueda: body.tipoBusqueda,
      orden: body.orden ?? (ultimo ?? 0) + 1,
    })
    .returning(columnasBanner);
  return creado!;
}
