import 'reflect-metadata';
import { startService } from '@site/service-kit';
import { AppModule } from './app.module.js';
import { audienceConfig } from './config.js';

const config = audienceConfig();
await startService(AppModule.register(config), config);
