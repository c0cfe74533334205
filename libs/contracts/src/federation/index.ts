export * from './remote-modules.js';
