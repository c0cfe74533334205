import 'reflect-metadata';
import { startService } from '@site/service-kit';
import { AppModule } from './app.module.js';
import { contentConfig } from './config.js';

const config = contentConfig();
await startService(AppModule.register(config), config);
