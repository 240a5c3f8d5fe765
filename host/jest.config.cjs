/** Unit tests of the host: jsdom with the Node network globals (see test/entorno-jsdom.cjs). */
module.exports = {
  testEnvironment: '<rootDir>/test/entorno-jsdom.cjs',
  setupFilesAfterEnv: ['<rootDir>/test-setup.ts'],
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  // @ant-design/icons reaches @ant-design/colors' ES build under jsdom's `browser` condition.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|@ant-design/)'],
  // Our sources import siblings with the `.js` suffix required by ESM; jest resolves the `.ts` file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
