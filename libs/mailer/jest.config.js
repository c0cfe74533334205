import { nodeUnitConfig } from '../../libs/build/src/jest.node.js';

export default nodeUnitConfig();
