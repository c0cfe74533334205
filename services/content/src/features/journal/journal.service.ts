import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { JournalEntry, JournalEntryDetail } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { SERVICE_CONFIG } from '@site/service-kit';
import matter from 'gray-matter';
import type { ContentConfig } from '../../config.js';

interface JournalEntryWithBody extends JournalEntry {
  body: string;
}

interface Cached {
  mtimeMs: number;
  entry: JournalEntryWithBody;
}

const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const JOURNAL_LIST_MAX = 200;

/** The journal is a folder of markdown files with `title` and `date` front matter (SPEC §8). */
@Injectable()
export class JournalService {
  private readonly cache = new Map<string, Cached>();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
    private readonly markdown: MarkdownRenderer,
  ) {}

  async list(): Promise<JournalEntry[]> {
    const entries = await this.readAll();
    return entries.slice(0, JOURNAL_LIST_MAX).map(({ id, title, date }) => ({ id, title, date }));
  }

  /** The entry with its body as HTML, rendered once per version of the file's text. */
  async get(id: string): Promise<JournalEntryDetail> {
    if (!ID_PATTERN.test(id)) throw new NotFoundException('Journal entry not found');
    const entry = (await this.readAll()).find((e) => e.id === id);
    if (!entry) throw new NotFoundException('Journal entry not found');
    const { body, ...fields } = entry;
    return { ...fields, ...this.markdown.render(`journal/${entry.id}`, body) };
  }

  /** Reparses only files whose modification time changed since the last read. */
  private async readAll(): Promise<JournalEntryWithBody[]> {
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
      .filter((e): e is JournalEntryWithBody => e !== null)
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  }
}

function parseEntry(fileName: string, source: string): JournalEntryWithBody | null {
  const { data, content } = matter(source);
  const id = fileName.replace(/\.md$/, '').toLowerCase();
  if (!ID_PATTERN.test(id) || typeof data.title !== 'string' || !data.date) return null;
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
  return { id, title: data.title, date, body: content.trim() };
}
