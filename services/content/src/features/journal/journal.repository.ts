import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { JournalEntry } from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import matter from 'gray-matter';
import type { ContentConfig } from '../../config.js';

/** What a journal entry id (its file name without `.md`) may look like. */
export const JOURNAL_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export interface JournalFileEntry extends JournalEntry {
  /** Markdown. */
  body: string;
}

interface Cached {
  mtimeMs: number;
  entry: JournalFileEntry;
}

/**
 * The journal's store is a folder of markdown files with `title`, `date` and optional `topics` front matter, not a table:
 * the author writes entries as files.
 */
@Injectable()
export class JournalRepository {
  private readonly cache = new Map<string, Cached>();

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ContentConfig) {}

  /** Every well-formed entry, newest first. Reparses only files whose modification time changed since the last read. */
  async all(): Promise<JournalFileEntry[]> {
    const dir = this.config.journalDir;
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.md'));
    const entries = await Promise.all(
      names.map(async (name) => {
        const file = path.join(dir, name);
        const { mtimeMs } = await stat(file);
        const cached = this.cache.get(file);
        if (cached && cached.mtimeMs === mtimeMs) return cached.entry;
        const entry = parseEntry(name, await readFile(file, 'utf8'));
        if (entry) this.cache.set(file, { mtimeMs, entry });
        return entry;
      }),
    );
    return entries
      .filter((e): e is JournalFileEntry => e !== null)
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  }

  async find(id: string): Promise<JournalFileEntry | null> {
    return (await this.all()).find((entry) => entry.id === id) ?? null;
  }
}

function parseEntry(fileName: string, source: string): JournalFileEntry | null {
  const { data, content } = matter(source);
  const id = fileName.replace(/\.md$/, '').toLowerCase();
  if (!JOURNAL_ID_PATTERN.test(id) || typeof data.title !== 'string' || !data.date) return null;
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
  const topics = Array.isArray(data.topics) ? data.topics.filter((topic) => typeof topic === 'string') : [];
  return { id, title: data.title, date, topics, body: content.trim() };
}
