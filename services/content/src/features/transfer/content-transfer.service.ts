import { Injectable } from '@nestjs/common';
import type { ImportPartReport } from '@site/contracts';
import { DataSource } from 'typeorm';
import { SearchIndexService } from '../search/search-index.service.js';
import { unzipArchive, zipArchive, type ArchiveFiles, type ExportedFiles } from './archive-files.js';
import { booksTransfer } from './books.transfer.js';
import { essaysTransfer } from './essays.transfer.js';
import { journalTransfer } from './journal.transfer.js';
import type { KindTransfer, KindWritten } from './kind-transfer.js';
import { audioTransfer, documentsTransfer, papersTransfer } from './library.transfer.js';
import { mediaTransfer } from './media.transfer.js';
import { podcastTransfer } from './podcast.transfer.js';
import { topicsTransfer } from './topics.transfer.js';

/** The kinds, in the order an import writes them: what a record refers to (a topic, a media file) comes before it. */
const KINDS: KindTransfer<unknown>[] = [
  topicsTransfer,
  essaysTransfer,
  journalTransfer,
  mediaTransfer,
  booksTransfer,
  documentsTransfer,
  papersTransfer,
  audioTransfer,
  podcastTransfer,
] as KindTransfer<unknown>[];

/** Ends a dry run's transaction, carrying what it would have done out of the rollback. */
class DryRunDone extends Error {
  constructor(readonly written: KindWritten[]) {
    super('dry run');
  }
}

/** The content service's part of the site archive: every kind out as files, and back in as one upsert. */
@Injectable()
export class ContentTransferService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async export(): Promise<Uint8Array> {
    const files = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const parts = [];
      for (const kind of KINDS) parts.push(await kind.exportFiles(manager));
      return Object.assign({}, ...parts) as ExportedFiles;
    });
    return zipArchive(files);
  }

  /**
   * Reads and checks every file first, then writes every kind in one transaction (rolled back for a dry run,
   * or by any problem found on the way), then brings search up to date.
   */
  async import(archive: Uint8Array, dryRun: boolean): Promise<ImportPartReport> {
    const files: ArchiveFiles = unzipArchive(archive);
    const records: unknown[][] = [];
    for (const kind of KINDS) records.push(await kind.read(files));
    let written: KindWritten[];
    try {
      written = await this.dataSource.transaction(async (manager) => {
        const done: KindWritten[] = [];
        for (const [index, kind] of KINDS.entries()) done.push(await kind.write(manager, records[index]));
        if (dryRun) throw new DryRunDone(done);
        return done;
      });
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
      written = error.written;
    }
    if (!dryRun) {
      for (const id of written[KINDS.indexOf(essaysTransfer as KindTransfer<unknown>)].changed) {
        await this.searchIndex.essayChanged(id);
      }
      await this.searchIndex.sync();
    }
    return {
      part: 'content',
      kinds: written
        .map((kind) => kind.report)
        .filter((report) => report.created + report.updated + report.unchanged > 0),
    };
  }
}
