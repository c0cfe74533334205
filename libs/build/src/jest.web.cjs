// Jest settings shared by every browser project (shell, remotes, browser libs).
const path = require('node:path');

module.exports = (dir, overrides = {}) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': require.resolve('./jest.style-stub.cjs'),
    '\\.(png|svg|jpe?g|webp|woff2?)$': require.resolve('./jest.file-stub.cjs'),
    // Node-style `.js` suffixes in relative imports point at the TypeScript sources.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: [require.resolve('./jest.polyfills.cjs')],
  setupFilesAfterEnv: [require.resolve('./jest.testing-library.cjs')],
  // Some screen tests play a whole puzzle key by key; on two busy cores that outlasts jest's 5 s.
  testTimeout: 30_000,
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'require', 'default'] },
  ...overrides,
});
