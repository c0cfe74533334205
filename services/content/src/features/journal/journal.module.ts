import { Module } from '@nestjs/common';
import { RenderingModule } from '../rendering/rendering.module.js';
import { JournalController } from './journal.controller.js';
import { JournalRepository } from './journal.repository.js';
import { JournalService } from './journal.service.js';

@Module({
  imports: [RenderingModule],
  controllers: [JournalController],
  providers: [JournalService, JournalRepository],
  exports: [JournalRepository, JournalService],
})
export class JournalModule {}
