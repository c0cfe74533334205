import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { IMPORT_MAX_BYTES } from '@site/contracts';
import { acceptRawBody } from '@site/service-kit';
import { SearchModule } from '../search/search.module.js';
import { CoursesTransferRepository } from './courses-transfer.repository.js';
import { LearnTransferService } from './learn-transfer.service.js';
import { QuizzesTransferRepository } from './quizzes-transfer.repository.js';
import { LearnTransferController } from './transfer.controller.js';

/** Export and import of the learn service's quizzes and courses for the site archive. */
@Module({
  imports: [SearchModule],
  controllers: [LearnTransferController],
  providers: [LearnTransferService, QuizzesTransferRepository, CoursesTransferRepository],
})
export class TransferModule implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  onModuleInit(): void {
    acceptRawBody(this.host, 'application/zip', IMPORT_MAX_BYTES);
  }
}
