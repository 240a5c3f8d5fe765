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
