import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart forms, parsed once for the whole service: each upload sets its own limits where it reads its parts
 * (uploaded-file.ts), so a module registering the parser first cannot impose its limits on the others.
 */
@Module({})
export class UploadsModule implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('multipart/form-data')) return;
    await fastify.register(multipart);
  }
}
