module.exports = require('../../libs/build/src/jest.web.cjs')(__dirname, {
  testEnvironment: 'node',
  // The structured-data validator is published as ES modules only; jest runs these tests as CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!@adobe/structured-data-validator/)'],
});
