// Stands in for node-fetch under jest (see jest.config.js): citation-js loads it but the citations never fetch.
function fetch() {
  return Promise.reject(new Error('No network in tests'));
}
module.exports = fetch;
module.exports.default = fetch;
module.exports.Headers = globalThis.Headers;
