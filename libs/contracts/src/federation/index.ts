export * from './remote-modules.js';
export * from './server-render.js';
export * from './boot-script.js';
