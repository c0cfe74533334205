import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { IMPORT_MAX_BYTES } from '@site/contracts';
import { acceptRawBody } from '@site/service-kit';
import { ServiceParts } from './service-parts.js';
import { TransferController } from './transfer.controller.js';
import { TransferService } from './transfer.service.js';
import { ARCHIVE_TYPES } from './uploaded-archive.js';

/** Export and import of all content; Upstreams comes from the app module. */
@Module({ controllers: [TransferController], providers: [TransferService, ServiceParts] })
export class TransferModule implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  onModuleInit(): void {
    for (const type of ARCHIVE_TYPES) acceptRawBody(this.host, type, IMPORT_MAX_BYTES);
  }
}
