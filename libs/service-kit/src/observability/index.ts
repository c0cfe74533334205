export * from './request-id.js';
export * from './request-context.js';
export * from './json-logger.js';
export * from './metrics.js';
export * from './database-pool-metrics.js';
export * from './observe-requests.js';
export * from './metrics.controller.js';
