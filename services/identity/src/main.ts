import 'reflect-metadata';
import { startService } from '@site/service-kit';
import { AppModule } from './app.module.js';
import { identityConfig } from './config.js';

const config = identityConfig();
await startService(AppModule.register(config), config);
