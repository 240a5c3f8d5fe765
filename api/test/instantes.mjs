// `cd api && npm run test:instantes [-- <args de jest>]`: the date-sensitive suites (jest.instantes.config.js) once per
// instant of shared/test/instantes.json, business time moved there (PORTAL_AHORA, src/reloj.ts), on PGlite unless
// DATABASE_URL says otherwise. `npm test` at the root runs the same, two instants at a time, and names each failure's instant.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

if (process.argv.includes('--help')) {
  console.log('Uso: npm run test:instantes [-- <argumentos de jest>]  (las pruebas sensibles a la fecha, en cada instante de shared/test/instantes.json)');
  process.exit(0);
}
const api = path.resolve(import.meta.dirname, '..');
const instantes = JSON.parse(readFileSync(path.join(api, '..', 'shared', 'test', 'instantes.json'), 'utf8'));
let fallidos = 0;
for (const { nombre, instante } of instantes) {
  console.log(`\n== ${nombre} (${instante})`);
  const r = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js', '--config', 'jest.instantes.config.js', ...process.argv.slice(2)],
    { cwd: api, stdio: 'inherit', env: { ...process.env, PORTAL_AHORA: instante, PORTAL_AHORA_DESDE: String(Date.now()) } },
  );
  if (r.status !== 0) fallidos++;
}
console.log(fallidos === 0 ? '\nTodos los instantes pasaron.' : `\nFallaron ${fallidos} de ${instantes.length} instantes.`);
process.exit(fallidos === 0 ? 0 : 1);
