import { nodeServiceConfig } from '../../libs/build/src/jest.node.js';

export default nodeServiceConfig();
