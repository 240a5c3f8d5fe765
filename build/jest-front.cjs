'use strict';
/**
 * The jest configuration every front-end package shares (shared, host and the remotes): TypeScript and TSX through
 * swc, sibling imports written with the `.js` suffix that ESM needs, and one DOM setup
 * (shared/test/preparar-dom.ts). A package passes only what differs.
 */
const path = require('node:path');

const PREPARAR_DOM = path.join(__dirname, '..', 'shared', 'test', 'preparar-dom.ts');

function configJest({ entorno = 'jsdom', roots = ['<rootDir>/src'], ...resto } = {}) {
  return {
    testEnvironment: entorno,
    setupFilesAfterEnv: [PREPARAR_DOM],
    roots,
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
      ],
    },
    // @ant-design/icons reaches @ant-design/colors' ES build under jsdom's `browser` condition.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|@ant-design/)'],
    // antd's ES locale (what the build imports) as its CommonJS twin: jest runs CommonJS and leaves antd untransformed.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^antd/es/locale/(.*)$': 'antd/lib/locale/$1' },
    ...resto,
  };
}

module.exports = { configJest };
