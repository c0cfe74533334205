module.exports = require('../../libs/build/src/jest.web.cjs')(__dirname, {
  // The essay and journal pages render markdown, whose packages are ES modules only (see libs/markdown).
  ...require('../../libs/markdown/jest.esm-packages.cjs'),
});
