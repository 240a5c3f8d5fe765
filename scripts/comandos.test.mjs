// `node --test scripts/comandos.test.mjs` (part of `npm run check`): how the commands check reads a README.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fragmentos, interpretar, prueba } from './comandos.mjs';

const comandos = (texto, readme = 'README.md') =>
  fragmentos(texto)
    .map(({ comando, despues }) => interpretar(comando, readme, despues))
    .filter(Boolean);

test('a README that shows pnpm fails the check, in prose or in a code block', () => {
  const [enLinea, enBloque] = comandos('Run `pnpm --filter @portal/api maintenance on`.\n\n```sh\npnpm install\n```\n');
  for (const c of [enLinea, enBloque]) assert.match(prueba(c).seco, /no hay pnpm en el PATH; use npm/);
});

test('cd <package> && npm … runs in that package, with its variables, without the placeholders', () => {
  const [c] = comandos('`cd api && DATABASE_URL=postgres://x/test npm run maintenance -- on|off [section]`');
  assert.deepEqual(c, { cwd: 'api', env: { DATABASE_URL: 'postgres://x/test' }, args: ['npm', 'run', 'maintenance'] });
  assert.deepEqual(prueba(c), { ejecutar: ['npm', 'run', 'maintenance', '--', '--help'], cwd: 'api' });
});

test("a bare npm command in a package's README runs there, unless the README says at the root", () => {
  const [propio, raiz] = comandos('`npm run typecheck`, and `npm run dev` at the root', 'host/README.md');
  assert.equal(propio.cwd, 'host');
  assert.equal(raiz.cwd, '.');
});

test('a watcher or a benchmark is checked dry, never started; a file name or a variable alone is no command', () => {
  assert.deepEqual(prueba(comandos('`cd api && npm run dev`')[0]), { seco: null });
  assert.deepEqual(prueba(comandos('`cd api && npm run bench`')[0]), { seco: null });
  assert.deepEqual(comandos('`SEED_SCALE=large`, `config.json`, `/api/docs`, `./routes`'), []);
});

test('a script a package lacks, a node file that does not answer --help, or a missing file fail', () => {
  assert.match(prueba(comandos('`cd host && npm run inexistente`')[0]).seco, /no tiene el script "inexistente"/);
  assert.match(prueba(comandos('`node build/federacion.cjs`')[0]).seco, /no responde a --help/);
  assert.match(prueba(comandos('`cd host && node build/medir.cjs`')[0]).seco, /no existe build\/medir.cjs en host/);
});
