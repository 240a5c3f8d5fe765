// The package and module rules of DESIGN §3 and §6, checked on every `npm test` (`npm run deps`).
// A rule here fails CI; a rule that only lives in a document is forgotten the day a deadline comes.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'sin-ciclos',
      severity: 'error',
      comment: 'No import cycles: a cycle makes start-up order matter and hides which file owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'remoto-no-importa-host-ni-otro-remoto',
      severity: 'error',
      comment: 'A remote reaches the host and other sections only through federation and route names (DESIGN §3).',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^(host|mfe-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'host-no-importa-remotos',
      severity: 'error',
      comment: 'The host knows remotes only from its runtime configuration (DESIGN §4).',
      from: { path: '^host/' },
      to: { path: '^mfe-[^/]+/' },
    },
    {
      name: 'shared-no-importa-nada-nuestro',
      severity: 'error',
      comment: '@portal/shared is the bottom layer: it imports no other package of ours.',
      from: { path: '^shared/' },
      to: { path: '^(api|host|mfe-[^/]+|e2e)/' },
    },
    {
      name: 'front-no-importa-api',
      severity: 'error',
      comment: 'The front end (benches included) talks to the API over HTTP; sharing happens through @portal/shared.',
      from: { path: '^(host|mfe-[^/]+|shared)/' },
      to: { path: '^api/' },
    },
    {
      name: 'api-solo-contratos-y-dominio',
      severity: 'error',
      comment: 'The API imports only @portal/shared/contracts and @portal/shared/domain (DESIGN §3), never the browser runtime.',
      from: { path: '^api/' },
      to: { path: '^(shared/src/(?!contracts/|domain/)|host/|mfe-[^/]+/)' },
    },
    {
      name: 'contratos-y-dominio-sin-cliente',
      severity: 'error',
      comment: 'Contracts and domain stay free of the browser runtime, so the API can import them.',
      from: { path: '^shared/src/(contracts|domain)/' },
      to: { path: '^shared/src/(client|desarrollo)/' },
    },
    {
      name: 'e2e-caja-negra',
      severity: 'error',
      comment: 'Browser journeys test the composed site from outside: through the browser and HTTP only.',
      from: { path: '^e2e/' },
      to: { path: '^(api|host|mfe-[^/]+|shared)/' },
    },
    {
      name: 'modulo-solo-sus-tablas',
      severity: 'error',
      comment:
        'Each API module owns its tables (DESIGN §6): only its own files import its tablas.ts; another module calls its service. ' +
        'The schema aggregate (db/), the seed, which writes every table, and foreign keys between table definitions are the exceptions.',
      // $1 is the owner folder: `modules/<m>` for a module, `<folder>` for any other folder (jobs, plugins, auth…).
      // Spelled as two alternatives so that `modules` itself can never be taken as the owner (which would let a file
      // directly under modules/ import every module's tables).
      from: { path: '^api/src/(modules/[^/]+|(?!modules/)[^/]+)/', pathNot: ['^api/src/(db|seed)/', '/tablas\\.ts$'] },
      to: { path: '^api/src/.+/tablas\\.ts$', pathNot: '^api/src/$1/' },
    },
    {
      name: 'archivo-suelto-sin-tablas',
      severity: 'error',
      comment:
        'A file directly under api/src/ or api/src/modules/ (app.ts, a route shape shared by two modules) belongs to no module, ' +
        'so it owns no table: it calls the owners\' services.',
      from: { path: '^api/src/(modules/)?[^/]+$' },
      to: { path: '^api/src/.+/tablas\\.ts$' },
    },
    {
      name: 'sin-irresolubles',
      severity: 'error',
      comment:
        'An import no rule can place (a typo, a moved file, a path alias the resolver does not know) would slip past every rule above. ' +
        'Two exceptions, resolved from the package that uses them: build/entorno-jsdom-red.cjs runs inside jest, which resolves ' +
        'jest-environment-jsdom from the package under test; build/fachadas/ is built into each front-end package, whose ' +
        'node_modules webpack lends it (build/fachadas.cjs).',
      from: { pathNot: '^build/(entorno-jsdom-red\\.cjs$|fachadas/)' },
      to: { couldNotResolve: true },
    },
    {
      name: 'modulos-sin-esquema-agregado',
      severity: 'error',
      comment: 'Modules import tables from their owner folder, never from the aggregate schema (which would hide whose table it is).',
      from: { path: '^api/src/', pathNot: '^api/src/(db|seed)/' },
      to: { path: '^api/src/db/schema/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|coverage|@mf-types)/' },
    // Workspace packages are symlinks: resolve them to their real folder so the rules see `shared/…`.
    preserveSymlinks: false,
    tsPreCompilationDeps: true,
    // Only its compiler options matter here (module resolution); its one input keeps TypeScript from refusing an empty project.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
