import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Once per jest run, before any suite: the seeded template each suite copies (plantilla.ts), built in a tsx child
 * (globalSetup does not get the suites' module mapping) and handed to the workers through an environment variable.
 */
export default async function globalSetup() {
  const api = path.resolve(import.meta.dirname, '..', '..');
  const salida = execFileSync(process.execPath, ['--import', 'tsx', 'test/support/crear-plantilla.ts'], {
    cwd: api,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.env.PORTAL_PRUEBAS_PLANTILLA = salida.trim().split('\n').at(-1);
}
