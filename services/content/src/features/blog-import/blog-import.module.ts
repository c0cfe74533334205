import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { BlogImportController } from './blog-import.controller.js';
import { BlogImportRepository } from './blog-import.repository.js';
import { BlogImportService } from './blog-import.service.js';
import { EssayRedirectsController } from './essay-redirects.controller.js';

/** Blogs from Ghost, WordPress and Markdown files brought in as essays, and their old addresses kept. */
@Module({
  imports: [SearchModule, UploadsModule],
  controllers: [BlogImportController, EssayRedirectsController],
  providers: [BlogImportRepository, BlogImportService],
})
export class BlogImportModule {}
