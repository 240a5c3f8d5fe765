// The package and module rules of DESIGN §3 and §6, checked on every `npm test` (`npm run deps`).
// A rule here fails CI; a rule that only lives in a document is forgotten the day a deadline comes.
// The API's layers, bottom up (DESIGN §6): the platform (every folder of api/src but those below), then the areas
// (`areas/<area>/`, one per remote), then what composes and drives them (app.ts, server.ts, the seed, the schema aggregate,
// the jobs but their runner). Cycles between modules and between areas are not a rule of this file (dependency-cruiser
// sees files): scripts/reglas-modulos.mjs finds them, in the same `npm run deps`.

/** An API module: a folder of an area (`areas/<area>/<modulo>/`) or of the platform (`plataforma/<modulo>/`). */
const MODULO = '(areas/[^/]+/[^/]+|plataforma/[^/]+)';
/** What sits above the areas: whoever composes them, seeds them or drives them (the jobs, not their runner). */
const CIMA = ['^api/src/(app|server)\\.ts$', '^api/src/seed/', '^api/src/db/schema/', '^api/src/jobs/(?!periodico\\.ts$)', '^api/src/plugins/jobs\\.ts$'];
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
      // $1 is the owner folder: a module (`areas/<area>/<m>`, `plataforma/<m>`) or any other folder (jobs, plugins, auth…).
      // Spelled as alternatives so that `areas`, an area or `plataforma` can never be taken as the owner (which would let
      // a file directly under them import every module's tables).
      from: { path: `^api/src/(${MODULO.slice(1, -1)}|(?!areas/|plataforma/)[^/]+)/`, pathNot: ['^api/src/(db|seed)/', '/tablas\\.ts$'] },
      to: { path: '^api/src/.+/tablas\\.ts$', pathNot: '^api/src/$1/' },
    },
    {
      name: 'archivo-suelto-sin-tablas',
      severity: 'error',
      comment:
        'A file directly under api/src/, areas/, an area or plataforma/ (app.ts, a face, a route shape shared by two modules) ' +
        'belongs to no module, so it owns no table: it calls the owners\' services.',
      from: { path: '^api/src/([^/]+|areas/[^/]+|areas/[^/]+/[^/]+|plataforma/[^/]+)$' },
      to: { path: '^api/src/.+/tablas\\.ts$' },
    },
    {
      name: 'solo-fachadas-entre-modulos',
      severity: 'error',
      comment:
        'A module reaches another only through its face, index.ts (DESIGN §6), and its tables only for foreign keys ' +
        '(modulo-solo-sus-tablas says who may import them).',
      from: { path: `^api/src/${MODULO}/` },
      to: { path: `^api/src/${MODULO}/`, pathNot: ['^api/src/$1/', '/index\\.ts$', '/tablas\\.ts$'] },
    },
    {
      name: 'solo-fachadas-entre-areas',
      severity: 'error',
      comment:
        'Another area is reached through a face: the area\'s (areas/<area>/index.ts) or that of the module used (its index.ts), ' +
        'never through the area\'s loose files (solo-fachadas-entre-modulos covers its modules\' other files).',
      from: { path: '^api/src/areas/([^/]+)/' },
      to: { path: '^api/src/areas/[^/]+/[^/]+$', pathNot: ['^api/src/areas/$1/', '/index\\.ts$'] },
    },
    {
      name: 'solo-fachadas-desde-fuera',
      severity: 'error',
      comment:
        'Code outside the modules (app.ts, the jobs, the seed, the platform\'s folders) reaches an area or a module through a face; ' +
        'only the face of an area, or of the platform, registers its modules\' routes.',
      from: { path: '^api/src/', pathNot: ['^api/src/areas/', `^api/src/${MODULO}/`, '^api/src/plataforma/index\\.ts$', '^api/src/db/schema/'] },
      to: { path: `^api/src/(${MODULO.slice(1, -1)}|areas)/`, pathNot: ['/index\\.ts$', '/tablas\\.ts$'] },
    },
    {
      name: 'fachada-de-area-sola',
      severity: 'error',
      comment: 'Only the area\'s face registers its modules\' routes; its other loose files (a route shape two modules share) use the faces too.',
      from: { path: '^api/src/areas/([^/]+)/(?!index\\.ts$)[^/]+$' },
      to: { path: '^api/src/areas/$1/[^/]+/', pathNot: ['/index\\.ts$', '/tablas\\.ts$'] },
    },
    {
      name: 'plataforma-bajo-areas',
      severity: 'error',
      comment:
        'The platform (identity, hub, files, pharmacies, parameters, maintenance, the job runner…) sits below the areas: it imports ' +
        'no area and nothing above them. What it needs of an area is handed to it (app.ts gives identity the users area\'s accounts).',
      from: { path: '^api/src/', pathNot: ['^api/src/areas/', ...CIMA] },
      to: { path: ['^api/src/areas/', ...CIMA] },
    },
    {
      name: 'areas-bajo-la-cima',
      severity: 'error',
      comment: 'An area imports nothing of what composes or drives it (app.ts, the jobs, the seed, the schema aggregate).',
      from: { path: '^api/src/areas/' },
      to: { path: CIMA },
    },
    {
      name: 'db-no-importa-seed',
      severity: 'error',
      comment: 'The database layer never loads the seed: app.ts (or the seed\'s own script) runs it (DESIGN §6).',
      from: { path: '^api/src/db/' },
      to: { path: '^api/src/seed/' },
    },
    {
      name: 'producto-sin-ayudas-de-prueba',
      severity: 'error',
      comment: 'Test helpers live under each package\'s test/ (issue 28); a product file (not a test file beside it) never loads them.',
      from: { path: '^(api|host|shared|mfe-[^/]+)/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(api|host|shared|mfe-[^/]+)/test/' },
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
