import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readFrontMatter } from '@site/markdown-render';

export interface EssaySeed {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  body: string;
  tags: string[];
  topics: string[];
  viewCount: number;
}

const asDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** Reads `<slug>.md` files with front matter (see seed/README.md). */
export async function readEssaySeeds(dir: string): Promise<EssaySeed[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const { data, content } = readFrontMatter(await readFile(path.join(dir, name), 'utf8'));
      return {
        slug: name.replace(/\.md$/, ''),
        title: String(data.title),
        date: asDate(data.date),
        excerpt: String(data.excerpt ?? ''),
        body: content.trim(),
        tags: asList(data.tags),
        topics: asList(data.topics),
        viewCount: Number(data.viewCount ?? 0),
      };
    }),
  );
}
