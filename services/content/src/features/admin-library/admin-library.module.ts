import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminPapersController } from './admin-papers.controller.js';
import { AdminPapersRepository } from './admin-papers.repository.js';
import { AdminPapersService } from './admin-papers.service.js';
import { AdminRecordingsController } from './admin-recordings.controller.js';
import { AdminRecordingsRepository } from './admin-recordings.repository.js';
import { AdminRecordingsService } from './admin-recordings.service.js';
import { PaperFilesController } from './paper-files.controller.js';
import { RecordingFilesController } from './recording-files.controller.js';

/** The author's side of the library's papers (with their PDFs) and recordings (with their audio and artwork). */
@Module({
  imports: [SearchModule, UploadsModule],
  controllers: [PaperFilesController, AdminPapersController, RecordingFilesController, AdminRecordingsController],
  providers: [AdminPapersRepository, AdminPapersService, AdminRecordingsRepository, AdminRecordingsService],
})
export class AdminLibraryModule {}
