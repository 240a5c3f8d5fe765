import { existsSync, readFileSync, symlinkSync, writeFileSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { archivo } from '../../../../src/db/schema/index.js';
import { almacenArchivos } from '../../../../src/plataforma/archivo/almacen.js';
import { trasladarContenidoAnterior } from '../../../../src/plataforma/archivo/service.js';
import { suiteApi } from '../../../support/suite-api.js';

const suite = suiteApi();
const { como, llamar, token } = suite;

describe('archivos', () => {
  test('SIAF lists give name, size and date of the shared files', async () => {
    const actual = await como('cuenta.demo', 'GET', '/api/archivo/archivosSiafActual');
    expect(actual.status).toBe(200);
    expect(actual.body.length).toBeGreaterThan(0);
    expect(Object.keys(actual.body[0]).sort()).toEqual(['fecha', 'id', 'nombre', 'tamano', 'tipo']);
    expect(actual.body[0].tamano).toBeGreaterThan(100);
    expect((await como('cuenta.demo', 'GET', '/api/archivo/archivosSiafAnterior')).body[0].tipo).toBe('siaf-anterior');
  });

  test('a shared file downloads with its name; a private kind is not served without its pharmacy', async () => {
    const [publico] = (await como('pedidos.demo', 'GET', '/api/archivo/archivosVarios/publico/1001')).body;
    const r = await fetch(`${suite.entorno.url}/api/archivo/DescargarArchivo/publico/${encodeURIComponent(publico.nombre)}`, { headers: { authorization: `Bearer ${await token('pedidos.demo')}` } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(publico.nombre)}`);
    expect((await r.arrayBuffer()).byteLength).toBe(publico.tamano);
    const [privado] = (await como('pedidos.demo', 'GET', '/api/archivo/archivosVarios/privado/1001')).body;
    expect((await como('pedidos.demo', 'GET', `/api/archivo/DescargarArchivo/privado/${encodeURIComponent(privado.nombre)}`)).status).toBe(404);
  });

  test("private files and weekly summaries are the pharmacy's own: another pharmacy's answer 404", async () => {
    const propios = (await como('admin.demo', 'GET', '/api/archivo/archivosVarios/resumen-semanal/1001')).body as { id: number; nombre: string }[];
    expect(propios.length).toBeGreaterThan(0);
    const ok = await como('admin.demo', 'GET', `/api/archivo/DescargarArchivo/resumen-semanal/1001/${propios[0]!.id}/${encodeURIComponent(propios[0]!.nombre)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('Farmacia 1001');
    expect((await como('admin.demo', 'GET', '/api/archivo/archivosVarios/privado/1002')).status).toBe(404);
    const [ajeno] = await suite.entorno.baseDatos.db.select().from(archivo).where(and(eq(archivo.tipo, 'privado'), eq(archivo.farmaciaId, 1002)));
    expect((await como('admin.demo', 'GET', `/api/archivo/DescargarArchivo/privado/1002/${ajeno!.id}/${encodeURIComponent(ajeno!.nombre)}`)).status).toBe(404);
    // The pharmacy's own path with another pharmacy's file id is not found either.
    expect((await como('admin.demo', 'GET', `/api/archivo/DescargarArchivo/privado/1001/${ajeno!.id}/${encodeURIComponent(ajeno!.nombre)}`)).status).toBe(404);
  });

  test('the files are real files of the store folder (ARCHIVOS_DIR), the table keeps only where', async () => {
    const [fila] = await suite.entorno.baseDatos.db.select().from(archivo).where(and(eq(archivo.tipo, 'privado'), eq(archivo.farmaciaId, 1001)));
    expect(fila!.contenido).toBeNull();
    expect(suite.entorno.app.configApi.archivosDir).toBe(process.env.ARCHIVOS_DIR);
    const enDisco = path.join(process.env.ARCHIVOS_DIR!, fila!.ruta!);
    expect(existsSync(enDisco)).toBe(true);
    const r = await como('admin.demo', 'GET', `/api/archivo/DescargarArchivo/privado/1001/${fila!.id}/${encodeURIComponent(fila!.nombre)}`);
    expect(r.body).toBe(readFileSync(enDisco, 'utf8'));
    expect(Number(r.headers.get('content-length'))).toBe(fila!.tamano);
  });

  test('a stored path that leaves the folder, or a link that leads out, is never served (404)', async () => {
    const db = suite.entorno.baseDatos.db;
    const afuera = path.join(mkdtempSync(path.join(tmpdir(), 'fuera-del-almacen-')), 'secreto.txt');
    writeFileSync(afuera, 'secreto');
    symlinkSync(afuera, path.join(almacenArchivos().raiz, 'publico-enlace'));
    const rutas = { 'fuga.txt': path.relative(almacenArchivos().raiz, afuera), 'absoluta.txt': afuera, 'enlace.txt': 'publico-enlace' };
    for (const [nombre, ruta] of Object.entries(rutas)) {
      await db.insert(archivo).values({ tipo: 'publico', nombre, ruta, tamano: 7, mime: 'text/plain', farmaciaId: null });
      const r = await como('pedidos.demo', 'GET', `/api/archivo/DescargarArchivo/publico/${nombre}`);
      expect([nombre, r.status, r.body.mensaje]).toEqual([nombre, 404, 'No se encontró el archivo.']);
    }
    await db.delete(archivo).where(inArray(archivo.nombre, Object.keys(rutas)));
  });

  test('a row written before the store (bytes in the table) is moved to the store at start, once', async () => {
    const db = suite.entorno.baseDatos.db;
    const [vieja] = await db.insert(archivo).values({ tipo: 'acceso-remoto', nombre: 'Anterior.txt', contenido: Buffer.from('de antes'), mime: 'text/plain', farmaciaId: null }).returning();
    expect(vieja!.ruta).toBeNull();
    await trasladarContenidoAnterior(db, suite.entorno.app.log);
    const [movida] = await db.select().from(archivo).where(eq(archivo.id, vieja!.id));
    expect(movida).toMatchObject({ contenido: null, tamano: 8 });
    expect((await almacenArchivos().leer(movida!.ruta!)).toString()).toBe('de antes');
    expect((await como('pedidos.demo', 'GET', '/api/archivo/DescargarArchivo/acceso-remoto/Anterior.txt')).body).toBe('de antes');
  });

  test('.. or an encoded separator in a download path is a Spanish 400', async () => {
    const t = await token('admin.demo');
    // Sent as written: fetch would resolve `..` before the server saw it.
    const crudo = (path: string) =>
      new Promise<{ status: number; body: { title: string } }>((resolver, rechazar) => {
        const { hostname, port } = new URL(suite.entorno.url);
        const req = request({ hostname, port, path, headers: { authorization: `Bearer ${t}` } }, (res) => {
          let texto = '';
          res.on('data', (parte) => (texto += parte));
          res.on('end', () => resolver({ status: res.statusCode ?? 0, body: JSON.parse(texto) }));
        });
        req.on('error', rechazar);
        req.end();
      });
    for (const nombre of ['..', '%2E%2E', '..%2F..%2Fetc%2Fpasswd', 'a%2Fb.txt', 'a%5Cb.txt', '.env']) {
      const r = await crudo(`/api/archivo/DescargarArchivo/publico/${nombre}`);
      expect([r.status, nombre]).toEqual([400, nombre]);
      expect(r.body.title).toBe('Solicitud incorrecta');
    }
    expect((await crudo('/api/archivo/DescargarArchivo/privado/1001/1/..')).status).toBe(400);
    expect((await llamar('GET', '/api/archivo/DescargarArchivo/otro/x.txt', { token: t })).status).toBe(400);
    expect((await llamar('GET', '/api/archivo/archivosVarios/publico/abc', { token: t })).status).toBe(400);
  });
});

describe('red social', () => {
  test('the latest n posts, newest first, each with its image served from the media store', async () => {
    const r = await como('cuenta.demo', 'GET', '/api/StarhopperF8/ultimas/5');
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(5);
    const fechas = r.body.map((p: { fecha: string }) => p.fecha);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    const media = await fetch(`${suite.entorno.url}/api/StarhopperF8/media/${r.body[0].mediaUrlFilename}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await media.text()).toMatch(/^<svg /);
    expect((await fetch(`${suite.entorno.url}/api/StarhopperF8/media/${r.body[0].mediaUrlFilename}`, { headers: { 'if-modified-since': media.headers.get('last-modified')! } })).status).toBe(304);
  });

  test('the seeded video is a real mp4 served as video/mp4, by ranges for seeking', async () => {
    const publicaciones = (await como('cuenta.demo', 'GET', '/api/StarhopperF8/ultimas/12')).body as { mediaUrlFilename: string }[];
    const video = publicaciones.find((p) => p.mediaUrlFilename.endsWith('.mp4'));
    expect(video).toBeDefined();
    const url = `${suite.entorno.url}/api/StarhopperF8/media/${video!.mediaUrlFilename}`;
    const entero = await fetch(url);
    expect(entero.status).toBe(200);
    expect(entero.headers.get('content-type')).toBe('video/mp4');
    expect(entero.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await entero.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avcC', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('mdat', 'latin1'))).toBe(true);
    const parte = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(parte.status).toBe(206);
    expect(parte.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await parte.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const final = await fetch(url, { headers: { range: 'bytes=-16' } });
    expect(Buffer.from(await final.arrayBuffer()).equals(bytes.subarray(-16))).toBe(true);
    const fuera = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(fuera.status).toBe(416);
    expect(fuera.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  test('n outside 1–50 is a 400; only media files are served', async () => {
    expect((await como('cuenta.demo', 'GET', '/api/StarhopperF8/ultimas/0')).status).toBe(400);
    expect((await como('cuenta.demo', 'GET', '/api/StarhopperF8/ultimas/51')).status).toBe(400);
    expect((await llamar('GET', '/api/StarhopperF8/media/banner-ibuprofeno.svg')).status).toBe(404);
  });
});
