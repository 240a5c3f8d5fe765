import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AlmacenArchivos, RutaFueraDelAlmacen } from '../../../src/plataforma/archivo/almacen.js';

/** The file store alone: where it writes, and that no stored path can make it read outside its folder. */

const raiz = mkdtempSync(path.join(tmpdir(), 'almacen-prueba-'));
const almacen = new AlmacenArchivos(raiz);

test('a file is written under its kind in the folder and read back byte for byte', async () => {
  const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
  const ruta = await almacen.guardar('privado', bytes);
  expect(ruta).toMatch(/^privado\/[0-9a-f-]{36}$/);
  expect(readFileSync(path.join(raiz, ruta)).equals(bytes)).toBe(true);
  expect((await almacen.leer(ruta)).equals(bytes)).toBe(true);
  const parte = await almacen.abrir(ruta, { inicio: 3, fin: 4 });
  const trozos: Buffer[] = [];
  for await (const t of parte) trozos.push(t as Buffer);
  expect([...Buffer.concat(trozos)]).toEqual([250, 255]);
  await almacen.borrar(ruta);
  await expect(almacen.leer(ruta)).rejects.toMatchObject({ code: 'ENOENT' });
});

test('an odd kind goes to a plain folder, never into the path', async () => {
  expect(await almacen.guardar('../../etc', Buffer.from('x'))).toMatch(/^otros\//);
});

test.each(['../fuera.txt', 'privado/../../fuera.txt', '/etc/passwd', path.join(raiz, '..', 'fuera.txt'), '..', ''])('%p is refused before any read', async (ruta) => {
  writeFileSync(path.join(raiz, '..', 'fuera.txt'), 'secreto');
  await expect(almacen.ubicar(ruta)).rejects.toBeInstanceOf(RutaFueraDelAlmacen);
  await expect(almacen.leer(ruta)).rejects.toBeInstanceOf(RutaFueraDelAlmacen);
});

test('a link inside the folder that leads outside is refused', async () => {
  const fuera = path.join(mkdtempSync(path.join(tmpdir(), 'almacen-fuera-')), 'secreto.txt');
  writeFileSync(fuera, 'secreto');
  symlinkSync(fuera, path.join(raiz, 'enlace'));
  await expect(almacen.leer('enlace')).rejects.toBeInstanceOf(RutaFueraDelAlmacen);
  await expect(almacen.abrir('enlace')).rejects.toBeInstanceOf(RutaFueraDelAlmacen);
});
