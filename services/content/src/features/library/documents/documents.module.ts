import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RenderingModule } from '../../rendering/rendering.module.js';
import { AcademicModule } from '../academic/academic.module.js';
import { CitedInModule } from '../cited-in/cited-in.module.js';
import { AcademicSeeder } from './academic-seeder.js';
import { DocumentsController } from './documents.controller.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';
import { LibraryDocumentEntity } from './library-document.entity.js';

/** The library's documents (PDF and markdown) read on /library/document/:name, and the seeding of papers with them. */
@Module({
  imports: [TypeOrmModule.forFeature([LibraryDocumentEntity]), RenderingModule, AcademicModule, CitedInModule],
  controllers: [DocumentsController],
  providers: [DocumentsRepository, DocumentsService, AcademicSeeder],
  exports: [DocumentsRepository, DocumentsService, AcademicSeeder],
})
export class DocumentsModule {}
