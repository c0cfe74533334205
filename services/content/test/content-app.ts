import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { configureService, fastifyAdapter } from '@site/service-kit';
import { AppModule } from '../src/app.module.js';
import { contentConfig } from '../src/config.js';

/** The content service wired as `startService` wires it, on the given database, not yet listening. */
export async function startContent(url: string): Promise<NestFastifyApplication> {
  const config = contentConfig({ DATABASE_URL: url, INTERNAL_SECRET: 'integration-secret' });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), fastifyAdapter(), {
    logger: false,
  });
  configureService(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
