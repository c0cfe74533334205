import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UsersModule } from '../users/users.module.js';
import { AvatarsController } from './avatars.controller.js';
import { AvatarsRepository } from './avatars.repository.js';
import { AvatarsService } from './avatars.service.js';

@Module({
  imports: [UsersModule],
  controllers: [AvatarsController],
  providers: [AvatarsRepository, AvatarsService],
})
export class AvatarsModule {
  // Registered while the app is built, before Fastify starts: uploads are read only where a handler asks.
  constructor(adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(fastifyMultipart);
  }
}
