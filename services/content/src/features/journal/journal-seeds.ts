import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readFrontMatter } from '@site/markdown-render';
import type { JournalEntryEntity } from './journal-entry.entity.js';
import { JOURNAL_ID_PATTERN } from './journal.repository.js';

/** An entry from its seed file (`<id>.md` with `title`, `date` and optional `topics` front matter), or null if malformed. */
export function journalSeedOf(fileName: string, source: string): JournalEntryEntity | null {
  const { data, content } = readFrontMatter(source);
  const id = fileName.replace(/\.md$/, '').toLowerCase();
  if (!JOURNAL_ID_PATTERN.test(id) || typeof data.title !== 'string' || !data.date) return null;
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
  const topics = Array.isArray(data.topics) ? data.topics.filter((topic) => typeof topic === 'string') : [];
  return { id, title: data.title, date, topics, body: content.trim() };
}

/** The well-formed entries of a folder of seed files. */
export async function readJournalSeeds(dir: string): Promise<JournalEntryEntity[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const entries = await Promise.all(
    names.map(async (name) => journalSeedOf(name, await readFile(path.join(dir, name), 'utf8'))),
  );
  return entries.filter((entry): entry is JournalEntryEntity => entry !== null);
}
