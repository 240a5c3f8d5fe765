import { ARCHIVOS_IMPORTADOS_GUARDADOS, TAMANO_MAXIMO_ARCHIVO_IMPORTADO } from '../../../../src/areas/pedidos/archivo-importado/service.js';
import { suiteApi } from '../../../support/suite-api.js';

interface Resumen {
  id: number;
  nombre: string;
  fecha: string;
  tamano: number;
}

const suite = suiteApi();
const { token, llamar } = suite;

const como = suite.como;

const subir = (userName: string, nombre: string, contenido: Buffer | string) =>
  como<Resumen & { mensaje?: string }>(userName, 'POST', '/api/farmacia/archivoImportado', { nombre, contenido: Buffer.from(contenido).toString('base64') });

const RUTA = '/api/farmacia/archivoImportado';

test("an uploaded file is listed and downloaded by id and by name, byte for byte, and only by the pharmacy's users", async () => {
  const texto = '0012345779123456789000003IBUPROFENO 400 MG\r\n';
  const subido = await subir('pedidos.demo', 'pedido-martes.txt', texto);
  expect(subido.status).toBe(201);
  expect(subido.body).toEqual({ id: expect.any(Number), nombre: 'pedido-martes.txt', fecha: expect.any(String), tamano: Buffer.byteLength(texto) });

  // admin.demo is of the same pharmacy (1001): it sees the file too.
  const lista = await como<Resumen[]>('admin.demo', 'GET', RUTA);
  expect(lista.status).toBe(200);
  expect(lista.body[0]).toEqual(subido.body);

  for (const clave of [String(subido.body.id), 'pedido-martes.txt']) {
    const r = await como('pedidos.demo', 'GET', `${RUTA}/${encodeURIComponent(clave)}`);
    expect(r.status).toBe(200);
    expect(r.body).toBe(texto);
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''pedido-martes.txt");
  }

  const ajeno = await como('otra.demo', 'GET', `${RUTA}/${subido.body.id}`);
  expect(ajeno.status).toBe(404);
  expect(ajeno.body.mensaje).toBe('No se encontró el archivo importado.');
  expect((await como<Resumen[]>('otra.demo', 'GET', RUTA)).body.map((a) => a.id)).not.toContain(subido.body.id);
});

test('a spreadsheet keeps its bytes and type, and a path sent as the name keeps only the file name', async () => {
  const binario = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10, 0x80]);
  const subido = await subir('pedidos.demo', 'C:\\Pedidos\\lunes.xlsx', binario);
  expect(subido.status).toBe(201);
  expect(subido.body.nombre).toBe('lunes.xlsx');
  const respuesta = await fetch(`${suite.entorno.url}${RUTA}/${subido.body.id}`, { headers: { authorization: `Bearer ${await token('pedidos.demo')}` } });
  expect(respuesta.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(Buffer.from(await respuesta.arrayBuffer())).toEqual(binario);
});

test('the other pharmacy uploads its own file, which pharmacy 1001 cannot see', async () => {
  const subido = await subir('otra.demo', 'pedido-otra.csv', '1001,3\n');
  expect(subido.status).toBe(201);
  expect((await como('pedidos.demo', 'GET', `${RUTA}/${subido.body.id}`)).status).toBe(404);
  expect((await como('pedidos.demo', 'GET', `${RUTA}/pedido-otra.csv`)).status).toBe(404);
  expect((await como('otra.demo', 'GET', `${RUTA}/pedido-otra.csv`)).body).toBe('1001,3\n');
});

test('a user without the Pedidos role is refused, and an anonymous caller too', async () => {
  const subida = await subir('cuenta.demo', 'pedido.txt', 'x');
  expect(subida.status).toBe(403);
  expect(subida.body.mensaje).toMatch(/permis/i);
  expect((await como('cuenta.demo', 'GET', RUTA)).status).toBe(403);
  expect((await llamar('POST', RUTA, { body: { nombre: 'pedido.txt', contenido: 'eA==' } })).status).toBe(401);
});

test.each([
  ['an empty file', 'pedido.txt', '', 400, 'El archivo está vacío.'],
  ['a kind the importer does not read', 'pedido.pdf', Buffer.from('%PDF').toString('base64'), 400, 'El archivo "pedido.pdf" no es txt, csv ni xlsx.'],
  ['content that is not base64', 'pedido.txt', 'no es base64!', 400, 'El contenido del archivo no está codificado en base64.'],
  ['a file over 2 MB', 'grande.txt', Buffer.alloc(TAMANO_MAXIMO_ARCHIVO_IMPORTADO + 1, 0x31).toString('base64'), 413, 'El archivo supera el tamaño máximo de 2 MB.'],
])('%s is refused with a Spanish message', async (_caso, nombre, contenido, estado, mensaje) => {
  const r = await como('pedidos.demo', 'POST', RUTA, { nombre, contenido });
  expect(r.status).toBe(estado);
  expect(r.body.mensaje).toBe(mensaje);
});

test('a body far over the limit is cut off with a Spanish 413 before it is read', async () => {
  const r = await como('pedidos.demo', 'POST', RUTA, { nombre: 'enorme.txt', contenido: 'A'.repeat(4 * 1024 * 1024) });
  expect(r.status).toBe(413);
  expect(r.body.mensaje).toBe('El contenido enviado supera el tamaño máximo permitido.');
});

test('a missing name is a 400 in Spanish', async () => {
  const r = await como('pedidos.demo', 'POST', RUTA, { contenido: 'eA==' });
  expect(r.status).toBe(400);
  expect(r.body.mensaje).toMatch(/nombre/);
});

test('only the pharmacy\'s latest files are kept, and the list shows the newest first', async () => {
  const subidos: number[] = [];
  for (let i = 0; i < ARCHIVOS_IMPORTADOS_GUARDADOS + 2; i++) subidos.push((await subir('otra.demo', `lote-${i}.txt`, `${i}\n`)).body.id);
  const lista = await como<Resumen[]>('otra.demo', 'GET', RUTA);
  expect(lista.body.map((a) => a.nombre).slice(0, 3)).toEqual([`lote-${ARCHIVOS_IMPORTADOS_GUARDADOS + 1}.txt`, `lote-${ARCHIVOS_IMPORTADOS_GUARDADOS}.txt`, `lote-${ARCHIVOS_IMPORTADOS_GUARDADOS - 1}.txt`]);
  expect((await como('otra.demo', 'GET', `${RUTA}/${subidos[0]}`)).status).toBe(404);
  expect((await como('otra.demo', 'GET', `${RUTA}/${subidos[2]}`)).status).toBe(200);
});
