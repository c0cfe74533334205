import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { SEED_DIR } from '../../../config.js';
import { readPaperSeeds } from '../academic/paper-seeds.js';
import { MEDIA_DIR } from '../media/media-files.js';
import { PapersRepository } from '../academic/papers.repository.js';
import { readDocumentSeeds } from './document-seeds.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';

/** The generated document files, served by the media route as /media/documents/<file>. */
export const DOCUMENTS_MEDIA_DIR = path.join(MEDIA_DIR, 'documents');

/**
 * Loads the shipped documents, replacing stored ones of the same name (but a PDF the author uploaded), then adds the
 * papers and lecture notes (which point at them) not stored yet, keeping the author's edits; running it again
 * changes nothing.
 */
@Injectable()
export class AcademicSeeder {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly documentsService: DocumentsService,
    private readonly papers: PapersRepository,
  ) {}

  async seed(): Promise<void> {
    const papers = await readPaperSeeds(path.join(SEED_DIR, 'library', 'academic'));
    const documents = await readDocumentSeeds(path.join(SEED_DIR, 'library', 'documents'), DOCUMENTS_MEDIA_DIR, papers);
    await this.documents.upsert(
      documents.map(({ outline, ...document }) => ({
        ...document,
        // A markdown outline is whatever headings the rendered page has, ids and all.
        outline: outline ?? this.documentsService.html(document.name, document.body ?? '').outline,
      })),
    );
    await this.papers.addMissing(papers);
  }
}
