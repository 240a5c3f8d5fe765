// Every command the READMEs show must work on a fresh machine right after `npm start`, with only Node: each is tried
// in a form that answers at once without doing the command's work.
// - A root command (`npm start`, `npm test`, `npm run <script>`) runs with `-- --help` (each prints its usage).
// - A package's command (`cd <pkg> && npm …`, `npm --prefix <pkg> run …`, or a bare `npm …` in a package's README
//   that does not say "at the root") runs in that package: with `-- --help` when the script's program answers it
//   (jest, tsc, playwright, drizzle-kit, or a file of ours that reads `--help`), otherwise dry: the script
//   exists, its program is installed and the files it names are there (a watcher, a build or a benchmark is never
//   started).
// - `node <file>` and `.ci/run` run with `--help`; `npx playwright test …` with `--list`; another `npx <bin> <file>`
//   dry; `docker compose …` as `docker compose config --quiet` where Docker is installed.
// - `pnpm …` fails: after `npm start` there is no pnpm on the PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { log, raiz } from './lib.mjs';

/**
 * Programs that print their usage for a `--help` after the script's own options, and do nothing else (webpack
 * refuses `--help` after its options: a webpack script is checked dry).
 */
const AYUDA_SEGURA = /^(jest|tsc|playwright|drizzle-kit)$/;
/** Tokens where a documented command stops and its placeholders or extra arguments begin. */
const FIN_DE_COMANDO = /^(--|#)$|[|[\]<>]/;
const ASIGNACION = /^[A-Z_][A-Z0-9_]*=/;
const PALABRAS_DE_COMANDO = new Set(['npm', 'pnpm', 'npx', 'node', 'docker']);

const leerJson = (archivo) => JSON.parse(readFileSync(archivo, 'utf8'));

/** The text of a package's npm script, or undefined. */
function scriptDe(dir, script) {
  const pkg = path.join(raiz, dir, 'package.json');
  return existsSync(pkg) ? leerJson(pkg).scripts?.[script] : undefined;
}

function readmes() {
  const paquetes = readdirSync(raiz, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules');
  return ['README.md', ...paquetes.map((d) => path.join(d.name, 'README.md'))].filter((r) => existsSync(path.join(raiz, r)));
}

/** Inline code spans (with the prose right after them) and the lines of fenced blocks, comments removed. */
export function fragmentos(texto) {
  const salida = [];
  const sinBloques = texto.replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_, bloque) => {
    for (const linea of bloque.split('\n')) {
      const comando = linea.replace(/\s+#.*$/, '').trim();
      if (comando) salida.push({ comando, despues: '' });
    }
    return '';
  });
  for (const m of sinBloques.matchAll(/`([^`\n]+)`([^`\n]{0,20})/g)) salida.push({ comando: m[1].trim(), despues: m[2] });
  return salida;
}

/**
 * What a README's code shows, made into one command to try: `{ cwd, env, args, despues }`, or null when the code is
 * not a command (a file name, a variable alone).
 */
export function interpretar(comando, readme, despues = '') {
  const partes = comando.split('&&').map((p) => p.trim());
  let cwd = '.';
  for (const parte of partes.slice(0, -1)) {
    const cd = /^cd\s+(\S+)$/.exec(parte);
    if (!cd) return null;
    cwd = path.join(cwd, cd[1]);
  }
  const fichas = partes.at(-1).split(/\s+/);
  const env = {};
  while (fichas.length && ASIGNACION.test(fichas[0])) {
    const [nombre, ...valor] = fichas.shift().split('=');
    env[nombre] = valor.join('=');
  }
  if (!fichas.length) return null;
  const programa = fichas[0];
  // A program's name alone (`pnpm`, `node`) names the tool, it is no command.
  if (PALABRAS_DE_COMANDO.has(programa) && fichas.length < 2) return null;
  // Besides the usual programs, a script of the repository run by its path (`.ci/run`).
  if (!PALABRAS_DE_COMANDO.has(programa) && !esEjecutable(path.join(raiz, cwd, programa))) return null;
  const fin = fichas.findIndex((f, i) => i > 0 && FIN_DE_COMANDO.test(f));
  const args = fin === -1 ? fichas : fichas.slice(0, fin);
  // A bare command in a package's README runs in that package (an npm one when the package has that script),
  // unless the README says it is for the root.
  const paquete = path.dirname(readme);
  const delPaquete =
    programa === 'npx' || (programa === 'npm' && args[1] !== '--prefix' && scriptDe(paquete, args[1] === 'run' ? args[2] : args[1]) !== undefined);
  if (partes.length === 1 && paquete !== '.' && delPaquete && !/^\s*at the root/.test(despues)) cwd = paquete;
  return { cwd, env, args };
}


/** The installed program of a package's script or npx: in the package's node_modules/.bin or the root's. */
const programaInstalado = (cwd, programa) =>
  programa === 'node' || [cwd, '.'].some((d) => existsSync(path.join(raiz, d, 'node_modules', '.bin', programa)));

/** Files a command names (anything with an extension, not an option), relative to where it runs. */
const archivosNombrados = (fichas) => fichas.filter((f) => !f.startsWith('-') && /\.[cm]?[jt]sx?$/.test(f));

function esEjecutable(archivo) {
  try {
    const info = statSync(archivo);
    return info.isFile() && (info.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** A script of ours that answers --help (itself, or through scripts/lib.mjs's `ayuda`). */
const leeAyuda = (archivo) => existsSync(archivo) && /--help|\bayuda\(/.test(readFileSync(archivo, 'utf8'));

/** How to try one command: `{ ejecutar: [cmd, ...args] }`, `{ seco: problem | null }` or `{ omitir: why }`. */
export function prueba({ cwd, args }) {
  const [programa, ...resto] = args;
  const dir = path.join(raiz, cwd);
  if (programa === 'pnpm') return { seco: 'muestra pnpm: después de npm start no hay pnpm en el PATH; use npm (npm run …, npm --prefix <paquete> run …)' };
  if (programa === 'docker') {
    if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status !== 0) return { omitir: 'Docker Compose no está instalado en esta máquina' };
    return { ejecutar: ['docker', 'compose', 'config', '--quiet'] };
  }
  if (programa === 'node') {
    const archivo = resto.find((f, i) => !f.startsWith('-') && resto[i - 1] !== '--import');
    if (!archivo || !existsSync(path.join(dir, archivo))) return { seco: `no existe ${archivo ?? 'el archivo'} en ${cwd}` };
    if (!leeAyuda(path.join(dir, archivo))) return { seco: `${archivo} no responde a --help` };
    return { ejecutar: [process.execPath, ...resto, '--help'] };
  }
  if (programa === 'npx') {
    const [bin, ...argumentos] = resto;
    if (!programaInstalado(cwd, bin)) return { seco: `${bin} no está instalado en ${cwd}` };
    if (bin === 'playwright') return { ejecutar: ['npx', '--no-install', ...resto, '--list'] };
    const falta = archivosNombrados(argumentos).find((f) => !existsSync(path.join(dir, f)));
    return { seco: falta ? `no existe ${falta} en ${cwd}` : null };
  }
  if (programa !== 'npm') return { ejecutar: [path.join(dir, programa), ...resto, '--help'] };

  // npm: where it runs (--prefix) and which script.
  let npmArgs = resto;
  let donde = cwd;
  if (npmArgs[0] === '--prefix') {
    donde = path.join(cwd, npmArgs[1]);
    npmArgs = npmArgs.slice(2);
  }
  const script = npmArgs[0] === 'run' ? npmArgs[1] : npmArgs[0];
  const texto = scriptDe(donde, script);
  if (!texto) return { seco: `${donde}/package.json no tiene el script "${script}"` };
  const ejecutar = { ejecutar: ['npm', ...npmArgs, '--', '--help'], cwd: donde };
  if (donde === '.') return ejecutar;
  const [bin, ...argumentos] = texto.split(/\s+/);
  if (!programaInstalado(donde, bin)) return { seco: `${bin} (script "${script}" de ${donde}) no está instalado` };
  const archivos = archivosNombrados(argumentos);
  const falta = archivos.find((f) => !existsSync(path.join(raiz, donde, f)));
  if (falta) return { seco: `no existe ${falta}, que nombra el script "${script}" de ${donde}` };
  const programaReal = bin === 'node' ? path.basename(archivos[0] ?? '').replace(/\.js$/, '') : bin;
  if (AYUDA_SEGURA.test(programaReal)) return ejecutar;
  // tsx <file>: only a file of ours that reads --help is run; a watcher never ends, so it is checked dry.
  if (bin === 'tsx' && !argumentos.includes('watch') && archivos.length === 1 && leeAyuda(path.join(raiz, donde, archivos[0]))) return ejecutar;
  return { seco: null };
}

/** Every distinct command the READMEs show, with the first README that shows it. */
export function comandosDocumentados() {
  const comandos = new Map();
  for (const readme of readmes()) {
    for (const { comando, despues } of fragmentos(readFileSync(path.join(raiz, readme), 'utf8'))) {
      const interpretado = interpretar(comando, readme, despues);
      if (!interpretado) continue;
      const clave = JSON.stringify(interpretado);
      if (!comandos.has(clave)) comandos.set(clave, { ...interpretado, comando, readme });
    }
  }
  return [...comandos.values()];
}

export function verificarComandos() {
  let fallidos = 0;
  for (const c of comandosDocumentados()) {
    const p = prueba(c);
    const nombre = `${c.comando} (${c.readme}${c.cwd === '.' ? '' : `, en ${c.cwd}`})`;
    if (p.omitir) {
      log(`${nombre}: omitido, ${p.omitir}`);
      continue;
    }
    if ('seco' in p) {
      if (p.seco === null) continue;
      fallidos++;
      log(`${nombre}: ${p.seco}`);
      continue;
    }
    const [cmd, ...args] = p.ejecutar;
    const r = spawnSync(cmd, args, { cwd: path.join(raiz, p.cwd ?? c.cwd), env: { ...process.env, ...c.env }, encoding: 'utf8', timeout: 90_000 });
    const salida = `${r.stdout ?? ''}`.trim();
    if (r.status === 0 && salida.length > 0) continue;
    fallidos++;
    const causa = r.error ? r.error.message : `código ${r.status}`;
    log(`${nombre}: ${p.ejecutar.join(' ')} falló (${causa})\n${`${r.stderr ?? ''}`.trim().slice(-600)}`);
  }
  return fallidos === 0 ? 0 : 1;
}
