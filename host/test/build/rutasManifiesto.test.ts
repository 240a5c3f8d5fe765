import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { problemasTablaRutas, type TablaRutas } from '@portal/shared/domain';

/** build/rutas-manifiesto.cjs: what a remote's build writes in its mf-manifest.json, where the host reads its routes. */
const requerir = createRequire(__filename);
const { leerTablaRutas, manifiestoConRutas } = requerir('../../../build/rutas-manifiesto.cjs') as {
  leerTablaRutas: (archivo: string, swc: unknown) => TablaRutas;
  manifiestoConRutas: (archivo: string, remoto: string, swc: unknown) => { additionalData: (o: unknown) => { metaData: Record<string, unknown> } };
};
const swc = requerir('@swc/core') as unknown;
const RAIZ = path.resolve(__dirname, '..', '..', '..');
const REMOTOS = ['mfe-pedidos', 'mfe-cuenta-corriente', 'mfe-devoluciones', 'mfe-home', 'mfe-admin'];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rutas-manifiesto-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modulo = (nombre: string, texto: string) => {
  const archivo = path.join(dir, nombre);
  writeFileSync(archivo, texto);
  return archivo;
};

test.each(REMOTOS)("%s's build writes in its manifest a valid route table of its own, as plain JSON", (remoto) => {
  const tabla = leerTablaRutas(path.join(RAIZ, remoto, 'src', 'metadatos-rutas.ts'), swc);
  expect(tabla.remoto).toBe(remoto);
  expect(Object.keys(tabla.rutas).length).toBeGreaterThan(0);
  expect(problemasTablaRutas(tabla)).toEqual([]);
  expect(JSON.parse(JSON.stringify(tabla))).toEqual(tabla);
});

test('the table goes into metaData.rutasPortal, and the build watches its file', () => {
  const archivo = modulo(
    'bien.ts',
    "import type { TablaRutas } from '@portal/shared/domain';\n" +
      "const PUBLICA = { isPublic: true } as const;\n" +
      "export default { remoto: 'mfe-x', rutas: { a: { ...PUBLICA, path: '/x/a', titulo: 'A' } } } as const satisfies TablaRutas;\n",
  );
  const dependencias = new Set<string>();
  const stats = manifiestoConRutas(archivo, 'mfe-x', swc).additionalData({ stats: { metaData: { name: 'mfe_x' } }, compilation: { fileDependencies: dependencias } });
  expect(stats.metaData).toEqual({ name: 'mfe_x', rutasPortal: { remoto: 'mfe-x', rutas: { a: { isPublic: true, path: '/x/a', titulo: 'A' } } } });
  expect([...dependencias]).toEqual([archivo]);
});

test('a metadata module that imports anything at run time, or whose table is not its own, fails the build and says why', () => {
  const conImport = modulo('import.ts', "import { SeccionSistema } from '@portal/shared/domain';\nexport default { remoto: 'mfe-x', rutas: { a: { path: '/a', titulo: 'A', seccion: SeccionSistema.EShop } } };\n");
  expect(() => leerTablaRutas(conImport, swc)).toThrow('los metadatos de rutas no importan nada en tiempo de ejecución (importa "@portal/shared/domain"); solo tipos');
  const sinTabla = modulo('sin-tabla.ts', 'export const rutas = {};\n');
  expect(() => leerTablaRutas(sinTabla, swc)).toThrow('su export default debe ser la tabla de rutas del remoto');
  const ajena = modulo('ajena.ts', "export default { remoto: 'mfe-otro', rutas: {} };\n");
  expect(() => manifiestoConRutas(ajena, 'mfe-x', swc).additionalData({ stats: { metaData: {} }, compilation: { fileDependencies: new Set() } })).toThrow(
    'la tabla dice ser de mfe-otro, pero se construye mfe-x',
  );
});
