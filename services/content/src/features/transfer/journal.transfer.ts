import { In, type EntityManager } from 'typeorm';
import { JournalEntryEntity } from '../journal/journal-entry.entity.js';
import { JOURNAL_ID_PATTERN } from '../journal/journal.repository.js';
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
import { Tally, type KindTransfer } from './kind-transfer.js';
import { JournalFrontMatter } from './records.js';

const FOLDER = 'journal';

/** An entry in the archive's shape: the one place a new journal field is added. */
const recordOf = ({ id, title, date, topics, body }: JournalEntryEntity): JournalEntryEntity => ({
  id,
  title,
  date,
  topics,
  body: body.trim(),
});

/** `journal/<id>.md`: front matter and markdown, the shape the seed's journal files have. */
export const journalTransfer: KindTransfer<JournalEntryEntity> = {
  kind: 'journal',

  async exportFiles(manager) {
    const entries = await manager.find(JournalEntryEntity, { order: { id: 'ASC' } });
    return Object.fromEntries(
      entries.map(({ id, title, date, topics, body }) => [
        `${FOLDER}/${id}.md`,
        markdownText({ title, date, ...(topics.length ? { topics } : {}) }, body),
      ]),
    );
  },

  read(files: ArchiveFiles) {
    return filesIn(files, FOLDER, '.md').map((file) => {
      const id = baseName(file, '.md');
      if (!JOURNAL_ID_PATTERN.test(id)) {
        throw new ArchiveFileProblem(file, 'the file name must be the entry\'s id: a-z, 0-9 and "-".');
      }
      const { data, body } = readMarkdown(files, file);
      const matter = checkedRecord(JournalFrontMatter, data, file);
      return { id, title: matter.title, date: matter.date, topics: matter.topics ?? [], body };
    });
  },

  async write(manager: EntityManager, records) {
    const tally = new Tally('journal');
    if (records.length === 0) return tally.written();
    const existing = new Map(
      // A deleted entry (see `deletedAt`) comes back with the archive's text.
      (
        await manager.find(JournalEntryEntity, {
          where: { id: In(records.map((record) => record.id)) },
          withDeleted: true,
        })
      ).map((entry) => [entry.id, entry]),
    );
    for (const record of records) {
      const entry = existing.get(record.id);
      const same = entry !== undefined && !entry.deletedAt && sameRecord(recordOf(entry), record);
      tally.count(entry !== undefined, same);
      if (!same) await manager.save(JournalEntryEntity, { ...record, deletedAt: null });
    }
    return tally.written();
  },
};
