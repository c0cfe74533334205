// The build lib is plain ESM JavaScript: no transform, Node's own modules.
export default {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.js'],
  transform: {},
  testTimeout: 120_000,
};
