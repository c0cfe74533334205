// Jest settings shared by every Node project (services, service libs). ESM: jest runs with
// --experimental-vm-modules because NestJS 12 is ESM-only.
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

/** Unit tests beside the code (`src/**\/*.spec.ts`) only: for libs. */
export const nodeUnitConfig = () => ({ ...common, testMatch: ['<rootDir>/src/**/*.spec.ts'] });

/** A service: `unit` beside the code and `integration` in test/ (`*.int-spec.ts`) on real processes and databases. */
export const nodeServiceConfig = () => ({
  // Integration tests start real processes and databases: give them time.
  testTimeout: 60_000,
  // A server a failed test could not close must fail that test, not keep jest (and CI) waiting for ever after it.
  forceExit: true,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/test/**/*.int-spec.ts'] },
  ],
});
