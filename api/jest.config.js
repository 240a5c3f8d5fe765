/** ESM jest (oidc-provider and jose are ESM-only): run through `pnpm test`, which passes --experimental-vm-modules. */
const swc = (moduleType) => ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: moduleType } }];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': swc('es6'),
    // content-disposition 3 is ESM-only but is require()d by @fastify/static (through swagger-ui); jest's CJS loader needs it as CJS.
    'content-disposition.+\\.js$': swc('commonjs'),
  },
  transformIgnorePatterns: ['/node_modules/(?!.*content-disposition)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 60_000,
  // The demo seed is built once per run and copied into each suite's own database (test/support/plantilla.ts).
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  maxWorkers: 2,
  // ESM suites leave their module graphs behind in the worker (jest's VM modules): a worker grew past 1 GB and each
  // file's set-up slowed from ~4 s to ~11 s. A worker that ends a file above this is replaced (PGlite run 6.2 → 4.4 min).
  workerIdleMemoryLimit: '350MB',
};
