// Property-test helpers, apart from the rest of `testing` because they load fast-check.
export * from './bad-text.js';
export * from './bad-text-bodies.js';
export * from './json-schema.js';
export * from './schema-checksums.js';
export * from './bad-text-check.js';
export * from './describe-bad-text-bodies.js';
