import { formatearDecimalCsv } from '@portal/shared/domain';
import { archivo, banner, evento, inscripto, novedad, publicacionMedia } from '../../db/schema/index.js';
import { filasEnAlmacen, type NuevoArchivo } from '../../plataforma/archivo/index.js';
import { insertarLote } from '../lotes.js';
import { diaArgentino, enDia } from '../fechas.js';
import type { Contexto } from '../contexto.js';
import type { ProductoGenerado } from './catalogo.js';
import type { OfertaGenerada } from './comercial.js';
import type { FarmaciaGenerada } from './farmacias.js';
import { persona } from './farmacias.js';
import { videoPublicacion } from './video.js';

const escaparXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A 1200×300 banner image with a title and a subtitle over a two-colour gradient. */
export function svgBanner(titulo: string, subtitulo: string, colores: [string, string]): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">',
    `<defs><linearGradient id="fondo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colores[0]}"/><stop offset="1" stop-color="${colores[1]}"/></linearGradient></defs>`,
    '<rect width="1200" height="300" fill="url(#fondo)"/>',
    '<circle cx="1080" cy="60" r="180" fill="#ffffff" fill-opacity="0.08"/>',
    `<text x="64" y="140" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escaparXml(titulo)}</text>`,
    `<text x="64" y="200" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9">${escaparXml(subtitulo)}</text>`,
    '</svg>',
  ].join('');
}

const texto = (contenido: string) => Buffer.from(contenido, 'utf8');

/** A 600×600 post image: the topic's words over a two-colour gradient. */
function svgPublicacion(tema: string, colores: [string, string]): string {
  const lineas = tema.split(' ').reduce<string[]>((acc, palabra) => {
    const ultima = acc.at(-1);
    if (ultima !== undefined && (ultima + ' ' + palabra).length <= 18) acc[acc.length - 1] = ultima + ' ' + palabra;
    else acc.push(palabra);
    return acc;
  }, []);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">',
    `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colores[0]}"/><stop offset="1" stop-color="${colores[1]}"/></linearGradient></defs>`,
    '<rect width="600" height="600" fill="url(#f)"/><circle cx="480" cy="120" r="90" fill="#fff" fill-opacity="0.12"/>',
    ...lineas.map((l, i) => `<text x="48" y="${300 + (i - lineas.length / 2) * 60}" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#fff">${escaparXml(l)}</text>`),
    '<text x="48" y="552" font-family="Arial, Helvetica, sans-serif" font-size="24" fill="#fff" fill-opacity="0.85">@droguería</text>',
    '</svg>',
  ].join('');
}

export async function sembrarContenido(
  ctx: Contexto,
  productos: readonly ProductoGenerado[],
  ofertas: readonly OfertaGenerada[],
  farmacias: readonly FarmaciaGenerada[],
): Promise<void> {
  const { db, rnd, ahora } = ctx;
  const vigente = ofertas.find((o) => o.inicio <= ahora && ahora <= o.fin) ?? ofertas[0]!;
  const banners = [
    { nombreArchivo: 'banner-ibuprofeno.svg', tipoBusqueda: 1, textoBusqueda: 'ibuprofeno', titulo: 'Analgésicos para el invierno', subtitulo: 'Buscá todas las presentaciones de ibuprofeno', colores: ['#0b5394', '#3d85c6'] },
    { nombreArchivo: 'banner-solares.svg', tipoBusqueda: 2, textoBusqueda: 'protector solar', titulo: 'Temporada de protección solar', subtitulo: 'Dermocosmética con las mejores condiciones', colores: ['#e69138', '#f6b26b'] },
    { nombreArchivo: 'banner-panales.svg', tipoBusqueda: 3, textoBusqueda: 'pañales', titulo: 'Pañales para bebé y adultos', subtitulo: 'Todas las marcas y talles', colores: ['#6aa84f', '#93c47d'] },
    { nombreArchivo: 'banner-oferta.svg', tipoBusqueda: 4, textoBusqueda: String(vigente.id), titulo: vigente.leyenda, subtitulo: 'Oferta vigente por tiempo limitado', colores: ['#990000', '#cc4125'] },
    { nombreArchivo: 'banner-cardio.svg', tipoBusqueda: 6, textoBusqueda: '4', titulo: 'Línea cardiovascular', subtitulo: 'Antihipertensivos y estatinas', colores: ['#674ea7', '#8e7cc3'] },
    { nombreArchivo: 'banner-evento.svg', tipoBusqueda: 0, textoBusqueda: null, titulo: 'Jornada de Actualización Farmacéutica', subtitulo: 'Inscribí a tu equipo desde Eventos', colores: ['#134f5c', '#45818e'], urlDestino: '/eventos' },
    { nombreArchivo: 'banner-intercalado.svg', tipoBusqueda: 0, textoBusqueda: null, titulo: 'Comprá online las 24 horas', subtitulo: 'Tu pedido llega en el próximo reparto', colores: ['#1c4587', '#6d9eeb'], linkExterno: 'https://www.argentina.gob.ar/anmat' },
  ];
  await insertarLote(
    db,
    banner,
    banners.map((b, i) => ({
      id: i + 1,
      nombreArchivo: b.nombreArchivo,
      linkExterno: b.linkExterno ?? null,
      textoBusqueda: b.textoBusqueda,
      tipoBusqueda: b.tipoBusqueda,
      urlDestino: b.urlDestino ?? null,
      orden: i + 1,
      activo: true,
    })),
  );

  const listaPrecios = (precio: (n: number) => string) =>
    ['troquel;codigo_barras;nombre;laboratorio;precio', ...productos.slice(0, 300).map((p) => `${p.troquel};${p.codigoBarras};${p.nombre};${p.laboratorio};${precio(p.precio)}`)].join('\n');
  // The SIAF files keep the pharmacy systems' decimal point; the CSV is opened in a spreadsheet, so it writes amounts
  // as the movements CSV does (decimal comma), which an Argentine spreadsheet reads as numbers.
  const listaSiaf = listaPrecios((n) => n.toFixed(2));
  const periodo = diaArgentino(ahora).slice(3).replace('/', '-');
  // The bytes go to the file store; the rows keep where, and the order of the ids (7 banners, SIAF 2, public 2,
  // remote access, then the private files: 1001's is id 13).
  const archivos: NuevoArchivo[] = [
    ...banners.map((b) => ({ tipo: 'banner', nombre: b.nombreArchivo, contenido: texto(svgBanner(b.titulo, b.subtitulo, b.colores as [string, string])), mime: 'image/svg+xml', farmaciaId: null, fecha: ahora })),
    { tipo: 'siaf-actual', nombre: `SIAF-${periodo}.txt`, contenido: texto(listaSiaf), mime: 'text/plain; charset=utf-8', farmaciaId: null, fecha: ahora },
    { tipo: 'siaf-anterior', nombre: 'SIAF-anterior.txt', contenido: texto(listaSiaf), mime: 'text/plain; charset=utf-8', farmaciaId: null, fecha: enDia(ahora, -30) },
    { tipo: 'publico', nombre: 'Lista de precios.csv', contenido: texto(listaPrecios((n) => formatearDecimalCsv(n))), mime: 'text/csv; charset=utf-8', farmaciaId: null, fecha: ahora },
    { tipo: 'publico', nombre: 'Condiciones comerciales.txt', contenido: texto('Condiciones comerciales vigentes\n\nPlazo de pago: según convenio de cada farmacia.\nCierre de reparto: el de cada turno de reparto de su farmacia, como lo muestran la cabecera del portal y la confirmación del pedido.\nLas ofertas rigen hasta agotar stock.\n'), mime: 'text/plain; charset=utf-8', farmaciaId: null, fecha: ahora },
    { tipo: 'acceso-remoto', nombre: 'Instructivo de acceso remoto.txt', contenido: texto('Para recibir asistencia remota, descargue el programa indicado por Mesa de Ayuda y comunique el código que muestra en pantalla.\n'), mime: 'text/plain; charset=utf-8', farmaciaId: null, fecha: ahora },
    // The weekly summaries are the statements' PDFs, filed by the current account's step of the seed.
    ...[1001, 1002].map((farmaciaId) => ({
      tipo: 'privado',
      nombre: 'Estado de cuenta.txt',
      contenido: texto(`Farmacia ${farmaciaId}\nEstado de cuenta al ${diaArgentino(ahora)}\n`),
      mime: 'text/plain; charset=utf-8',
      farmaciaId,
      fecha: ahora,
    })),
  ];
  await db.insert(archivo).values(await filasEnAlmacen(archivos));

  await insertarLote(db, novedad, [
    { id: 1, farmaciaId: 1001, noticia: 'Desde el lunes el cierre del reparto de la tarde pasa a las 14:00 h.', fechaPublicacion: enDia(ahora, -40, 9) },
    { id: 2, farmaciaId: 1001, noticia: 'Ya podés controlar tus pedidos escaneando el código de barras del remito.', fechaPublicacion: enDia(ahora, -12, 9) },
    { id: 3, farmaciaId: 1001, noticia: 'Nuevas ofertas de dermocosmética disponibles en el buscador de productos.', fechaPublicacion: enDia(ahora, -2, 9) },
    { id: 4, farmaciaId: 1002, noticia: 'Recordá actualizar los datos del director técnico antes de fin de mes.', fechaPublicacion: enDia(ahora, -5, 9) },
  ]);

  const fechaEvento = enDia(ahora, 20, 9);
  await insertarLote(db, evento, [
    { id: 1, nombre: 'Jornada de Actualización Farmacéutica', fecha: `${diaArgentino(fechaEvento)} 09:00`, maxInscriptosPorSocio: 3, direccion: 'Carlos Pellegrini 551, CABA', duracion: '4 horas', almuerzo: true, observaciones: 'Se entregan certificados de asistencia.', activo: true },
    { id: 2, nombre: 'Taller de dermocosmética', fecha: `${diaArgentino(enDia(ahora, -90))} 14:00`, maxInscriptosPorSocio: 2, direccion: 'Av. Santa Fe 1860, CABA', duracion: '2 horas', almuerzo: false, observaciones: null, activo: false },
  ]);
  const inscriptos: (typeof inscripto.$inferInsert)[] = [];
  const asistentes = [1001, 1001, 1002, ...farmacias.filter((f) => !f.demo).slice(0, 6).map((f) => f.id)];
  for (const farmaciaId of asistentes) {
    const p = persona(rnd);
    inscriptos.push({
      eventoId: 1,
      farmaciaId,
      dni: String(rnd.entero(18_000_000, 45_000_000)),
      nombre: p.completo,
      telefono: `11 ${rnd.entero(4000, 6999)}-${rnd.entero(1000, 9999)}`,
      email: `${p.nombre}.${p.apellido}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() + '@farmacias.example',
    });
  }
  await insertarLote(db, inscripto, inscriptos.map((i, n) => ({ id: n + 1, ...i })));

  const temas = ['Nueva campaña de vacunación antigripal', 'Conocé nuestro centro de distribución', 'Consejos para el cuidado de la piel', 'Capacitación para equipos de farmacia'];
  const colores: [string, string][] = [['#0b5394', '#6fa8dc'], ['#38761d', '#93c47d'], ['#b45f06', '#f6b26b'], ['#741b47', '#c27ba0']];
  // The second post is a video (a real mp4 made in code), the rest images.
  const VIDEO = 2;
  const publicaciones = Array.from({ length: 12 }, (_, i) => {
    const tema = rnd.elegir(temas);
    return {
      id: i + 1,
      mediaUrlFilename: i + 1 === VIDEO ? `publicacion-${i + 1}.mp4` : `publicacion-${i + 1}.svg`,
      texto: i + 1 === VIDEO ? 'Así llega tu pedido: del depósito a tu farmacia' : tema,
      fecha: enDia(ahora, -i * 4, 12),
    };
  });
  await insertarLote(db, publicacionMedia, publicaciones);
  // Each post's image or video is a real file of the media store, made here.
  const media = publicaciones.map(
    (p, i): NuevoArchivo => ({
      tipo: 'media',
      nombre: p.mediaUrlFilename,
      contenido: p.id === VIDEO ? videoPublicacion() : texto(svgPublicacion(p.texto, colores[i % colores.length]!)),
      mime: p.id === VIDEO ? 'video/mp4' : 'image/svg+xml',
      farmaciaId: null,
      fecha: p.fecha,
    }),
  );
  await db.insert(archivo).values(await filasEnAlmacen(media));

}
