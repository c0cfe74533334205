import { createGatewayApp } from './app.factory.js';
import { gatewayConfig } from './config.js';

const config = gatewayConfig();
const app = await createGatewayApp(config);
await app.listen(config.port, config.host);
