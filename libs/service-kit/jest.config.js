// ESM config: jest runs with --experimental-vm-modules because NestJS 12 is ESM-only.
const common = {
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        // decoratorMetadata: without it Nest cannot see constructor parameter types and injects undefined.
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  // 'source' makes the workspace libs (@site/*) load from their TypeScript sources. Jest adds 'import' to
  // ESM imports itself; listing it here would also apply it to require() and break CommonJS code (dedent).
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
};

export default { ...common, testMatch: ['<rootDir>/src/**/*.spec.ts'] };
