import { Module } from '@nestjs/common';
import { AiTestController } from './ai-test.controller.js';
import { AiTestRepository } from './ai-test.repository.js';
import { AiTestService } from './ai-test.service.js';

/** "Human or machine?" (/ai-test): passages from seed files, scored here so the answers never reach the browser early. */
@Module({
  controllers: [AiTestController],
  providers: [AiTestService, { provide: AiTestRepository, useFactory: () => new AiTestRepository() }],
})
export class AiTestModule {}
