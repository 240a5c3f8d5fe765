import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The suite's server and its tests share the operator secret (maintenance journeys), whatever else runs here.
process.env.OPERATOR_TOKEN ??= 'e2e-operador';

const PORT = Number(process.env.E2E_PORT ?? 8080);
export const BASE_URL = `http://localhost:${PORT}`;
const raiz = path.resolve(__dirname, '..');

/**
 * Browser journeys over the production build, as `npm start` serves it: the API process serves the built
 * host and remotes, the identity provider, the hub and a fresh embedded database with the demo data.
 */
export default defineConfig({
  testDir: './tests',
  // Several people may run browser tests at once in one checkout: each run keeps its artefacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-resultados-')),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a journey that fails is run once more: it counts as passed only if the second run passes, and npm test names
  // it as unstable ("Inestables") so that it gets fixed, not forgotten. A whole stop's work should not hang on one
  // timing accident of a busy 2-core machine; a real defect fails both runs.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 1366, height: 768 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: path.join(raiz, 'api'),
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      SITE_DIR: raiz,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-e2e-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Only admin-usuarios.spec.ts's clerk: its tokens last 90 s, so the journey sees a real silent renewal within
      // half a minute while every other account (and journey) keeps the usual 15 minutes.
      OIDC_ACCESS_TOKEN_TTL_USUARIOS: 'mostrador.e2e:90',
      // The restock runs when mostrador.spec.ts asks for it (POST /operador/reposicion), never on its own mid-suite.
      REPOSICION_INTERVAL_MS: '0',
    },
  },
});
