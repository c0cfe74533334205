import { stopOnSignals } from '@site/service-kit';
import { createGatewayApp } from './app.factory.js';
import { gatewayConfig } from './config.js';

const config = gatewayConfig();
const app = await createGatewayApp(config);
stopOnSignals(app);
await app.listen(config.port, config.host);
