// One lint configuration for every package (`npm run lint`, part of `npm test`): typescript-eslint's
// recommended rules everywhere, React hooks and accessibility rules on the front end. Untyped on purpose:
// `tsc --noEmit` already type-checks each package, and a typed lint would double the time of CI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const FRONT = ['host', 'mfe-pedidos', 'mfe-cuenta-corriente', 'mfe-devoluciones', 'mfe-home', 'mfe-admin', 'shared'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', 'api/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.es2024 } },
    rules: {
      // `_` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: FRONT.map((p) => `${p}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks; the plugin's React Compiler rules (purity, refs…) are left out: we do not use the
    // compiler, and they refuse sound code such as a guard reading the clock to see if a session expired.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: FRONT.map((p) => `${p}/**/*.tsx`),
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Issue 26: the API's business time has one source, api/src/reloj.ts (its seed, jobs, date rules and their tests),
    // which a test, a bench or a demo can move to any instant (PORTAL_AHORA). The files listed under `ignores` keep
    // protocol time, which stays on the machine's clock: token and session lifetimes, login-attempt windows, the hub's
    // keep-alives and backplane, caches.
    files: ['api/src/**/*.ts', 'api/test/**/*.ts', 'api/bench/**/*.ts'],
    ignores: [
      'api/src/reloj.ts',
      'api/src/hub/**',
      'api/src/idp/{adaptador,contexto-sesion,intentos,interacciones}.ts',
      'api/src/auth/{verificador,vigencia}.ts',
      'api/src/plataforma/farmacia/alcance.ts',
      'api/src/maintenance/estado.ts',
      'api/src/areas/pedidos/carrito/publicador-cambios.ts',
      'api/test/plugins/autenticacion.test.ts',
      'api/test/auth/{verificador-tokens,vigencia}.test.ts',
      'api/test/support/sesion.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'La hora de negocio sale de reloj.ahora() (api/src/reloj.ts), que una prueba puede mover; new Date() lee el reloj de la máquina.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'La hora de negocio sale de reloj.ahoraMs() (api/src/reloj.ts); para medir duraciones, performance.now().',
        },
      ],
    },
  },
  {
    // The same in the browser: "today" and "now" of a page's date rules come from the distributor's clock
    // (shared/src/client/reloj.ts: ahoraMs, ahoraDistribuidora), which follows the server's business time. Ignored:
    // protocol time on the browser's clock (a token's expiry in the guards, the hub's reconnection, presence).
    files: FRONT.map((p) => `${p}/src/**/*.{ts,tsx}`),
    ignores: [
      '**/*.test.{ts,tsx}',
      'shared/src/desarrollo/**',
      'shared/src/client/reloj.ts',
      'shared/src/client/presencia-store.ts',
      'host/src/arranque/{arrancar.tsx,cargarAnalytics.ts}',
      'host/src/rutas/RutaProtegida.tsx',
      'host/src/sesion/PaginaAutologin.tsx',
      'host/src/tiempo-real/{useConexionCarrito,conexionCarrito}.ts',
      'host/src/shell/{MenuLateral,InsigniaBonos}.tsx',
      'mfe-home/src/paginas/sitemap/mapa.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'La fecha de una regla sale del reloj de la distribuidora (ahoraMs, ahoraDistribuidora en @portal/shared/client), que sigue la hora del servidor.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'La fecha de una regla sale del reloj de la distribuidora (ahoraMs en @portal/shared/client); para medir duraciones, performance.now().',
        },
        {
          selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
          message: 'Hoy es el de la distribuidora: ahoraDistribuidora() (@portal/shared/client), no dayjs() del navegador.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/bench/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read arbitrary JSON answers of the real API and assert on them; typing every body adds nothing there.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
