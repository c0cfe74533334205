export * from './smtp-inbox.js';
