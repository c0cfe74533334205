import 'reflect-metadata';
import { startService } from '@site/service-kit';
import { AppModule } from './app.module.js';
import { learnConfig } from './config.js';

const config = learnConfig();
await startService(AppModule.register(config), config);
