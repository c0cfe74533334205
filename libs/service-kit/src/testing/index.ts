export * from './test-database.js';
export * from './test-stores.js';
export * from './percent-encode.js';
export * from './fake-search.js';
export * from './sse-client.js';
