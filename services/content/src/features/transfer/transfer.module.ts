import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { IMPORT_MAX_BYTES } from '@site/contracts';
import { acceptRawBody } from '@site/service-kit';
import { SearchModule } from '../search/search.module.js';
import { ContentTransferService } from './content-transfer.service.js';
import { ContentTransferController } from './transfer.controller.js';

/** Export and import of the content service's data for the site archive. */
@Module({
  imports: [SearchModule],
  controllers: [ContentTransferController],
  providers: [ContentTransferService],
})
export class TransferModule implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  onModuleInit(): void {
    acceptRawBody(this.host, 'application/zip', IMPORT_MAX_BYTES);
  }
}
