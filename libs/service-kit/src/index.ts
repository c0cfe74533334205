export * from './config.js';
export * from './database.js';
export * from './identity.js';
export * from './caller.js';
export * from './service-kit.module.js';
export * from './bootstrap.js';
export * from './openapi.js';
