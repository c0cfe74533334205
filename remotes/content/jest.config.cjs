module.exports = require('../../libs/build/src/jest.web.cjs')(__dirname, {
  // The gallery's image generator is tested beside its source, outside src/.
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/gallery/**/*.spec.ts'],
  // What webpack defines for the gallery's file addresses: a build served from the page's own folder.
  globals: { __webpack_public_path__: '' },
});
