import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DOCUMENT_FORMATS,
  DOCUMENT_NAME_PATTERN,
  type DocumentFormat,
  type DocumentOutlineEntry,
} from '@site/contracts';
import { readFrontMatter } from '@site/markdown-render';
import type { PaperSeed } from '../academic/paper-seeds.js';

export interface DocumentSeed {
  name: string;
  title: string;
  description: string;
  format: DocumentFormat;
  fileName: string;
  byteLength: number;
  pageCount: number | null;
  /** Markdown documents' source; PDFs keep theirs in the file. */
  body: string | null;
  /** PDFs' bookmarks as the generator recorded them; markdown outlines come from the rendered headings. */
  outline: DocumentOutlineEntry[] | null;
  addedAt: string;
}

interface GeneratedFile {
  file: string;
  pageCount?: number;
  outline?: DocumentOutlineEntry[];
}

/** What a document's seed needs of a paper: its title, and which document holds its full text. */
type PaperNaming = Pick<PaperSeed, 'slug' | 'title' | 'documentName'>;

const asInstant = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** Each paper's title by the document that is its full text; a document is one paper's text at most. */
function paperTitlesByDocument(papers: readonly PaperNaming[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const { slug, documentName, title } of papers) {
    if (documentName === null) continue;
    if (titles.has(documentName)) throw new Error(`${slug}: another paper already names document "${documentName}"`);
    titles.set(documentName, title);
  }
  return titles;
}

/**
 * Reads `documents/<name>.md` (front matter and source) with `documents/files.json`, which generate-documents.mjs
 * writes beside them, and measures each generated file in `mediaDir`. Throws naming the fault, so a bad seed stops
 * the service at start rather than serving a document without its file. A document that is the full text of one of
 * `papers` takes that paper's title and may not carry one of its own, so the two cannot drift apart.
 */
export async function readDocumentSeeds(
  dir: string,
  mediaDir: string,
  papers: readonly PaperNaming[],
): Promise<DocumentSeed[]> {
  const paperTitles = paperTitlesByDocument(papers);
  const generated = JSON.parse(await readFile(path.join(dir, 'files.json'), 'utf8')) as Record<string, GeneratedFile>;
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (fileName) => {
      const where = path.join(dir, fileName);
      const name = fileName.replace(/\.md$/, '');
      const { data, content } = readFrontMatter(await readFile(where, 'utf8'));
      if (!DOCUMENT_NAME_PATTERN.test(name)) throw new Error(`${where}: the file name is not a document name`);
      if (!(DOCUMENT_FORMATS as readonly string[]).includes(data.format)) throw new Error(`${where}: unknown format`);
      const paperTitle = paperTitles.get(name);
      if (paperTitle !== undefined && data.title !== undefined) {
        throw new Error(`${where}: a paper names this document, so its title is the paper's; drop the title here`);
      }
      const title = paperTitle ?? data.title;
      if (typeof title !== 'string' || typeof data.description !== 'string') {
        throw new Error(`${where}: title and description must be text`);
      }
      const file = generated[name];
      if (!file) throw new Error(`${where}: not generated yet (run seed/library/generate-documents.mjs)`);
      const format = data.format as DocumentFormat;
      const { size } = await stat(path.join(mediaDir, file.file));
      return {
        name,
        title,
        description: data.description,
        format,
        fileName: file.file,
        byteLength: size,
        pageCount: format === 'pdf' ? (file.pageCount ?? null) : null,
        body: format === 'markdown' ? content.trim() : null,
        outline: format === 'pdf' ? (file.outline ?? []) : null,
        addedAt: asInstant(data.addedAt),
      };
    }),
  );
}
