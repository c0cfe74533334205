import { nodeServiceConfig } from '../../libs/build/src/jest.node.js';

const config = nodeServiceConfig();

// citation-js requires node-fetch 3, which is ESM only: Node 20.19+ loads it, jest's CommonJS loader cannot.
// The citations never fetch (they format data in hand), so the tests stand a stub in its place.
config.projects = config.projects.map((project) => ({
  ...project,
  moduleNameMapper: { ...project.moduleNameMapper, '^node-fetch$': '<rootDir>/test/fakes/node-fetch.cjs' },
}));

export default config;
