export * from './table.js';
export * from './path-to.js';
export * from './find-site-route.js';
export * from './path-pattern.js';
