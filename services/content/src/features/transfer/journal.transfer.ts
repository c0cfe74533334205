import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { ImportKindReport } from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../config.js';
import { JOURNAL_ID_PATTERN, JournalRepository, type JournalFileEntry } from '../journal/journal.repository.js';
import {
  ArchiveFileProblem,
  baseName,
  checkedRecord,
  filesIn,
  markdownText,
  readMarkdown,
  sameRecord,
  type ArchiveFiles,
} from './archive-files.js';
import { Tally } from './kind-transfer.js';
import { JournalFrontMatter } from './records.js';

const FOLDER = 'journal';

/** The journal's store is a folder of markdown files, so its entries travel as the very files the author writes. */
const fileText = ({ title, date, topics, body }: JournalFileEntry) =>
  markdownText({ title, date, ...(topics.length ? { topics } : {}) }, body);

const recordOf = ({ id, title, date, topics, body }: JournalFileEntry) => ({
  id,
  title,
  date,
  topics,
  body: body.trim(),
});

/** `journal/<id>.md`: written into the journal folder on import (after the database part is committed). */
@Injectable()
export class JournalTransfer {
  constructor(
    private readonly journal: JournalRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async exportFiles(): Promise<Record<string, string>> {
    const entries = await this.journal.all();
    return Object.fromEntries(entries.map((entry) => [`${FOLDER}/${entry.id}.md`, fileText(entry)]));
  }

  read(files: ArchiveFiles): JournalFileEntry[] {
    return filesIn(files, FOLDER, '.md').map((file) => {
      const id = baseName(file, '.md');
      if (!JOURNAL_ID_PATTERN.test(id)) {
        throw new ArchiveFileProblem(file, 'the file name must be the entry\'s id: a-z, 0-9 and "-".');
      }
      const { data, body } = readMarkdown(files, file);
      const matter = checkedRecord(JournalFrontMatter, data, file);
      return { id, title: matter.title, date: matter.date, topics: matter.topics ?? [], body };
    });
  }

  /** Which entries are new or changed; writes them unless this is a dry run. */
  async write(entries: JournalFileEntry[], dryRun: boolean): Promise<ImportKindReport> {
    const tally = new Tally('journal');
    const existing = new Map((await this.journal.all()).map((entry) => [entry.id, entry]));
    const changed = entries.filter((entry) => {
      const current = existing.get(entry.id);
      const same = current !== undefined && sameRecord(recordOf(current), recordOf(entry));
      tally.count(current !== undefined, same);
      return !same;
    });
    if (!dryRun && changed.length > 0) {
      await mkdir(this.config.journalDir, { recursive: true });
      for (const entry of changed) {
        await writeFile(path.join(this.config.journalDir, `${entry.id}.md`), fileText(entry), 'utf8');
      }
    }
    return tally.written().report;
  }
}
