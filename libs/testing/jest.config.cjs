module.exports = require('../../libs/build/src/jest.web.cjs')(__dirname);
