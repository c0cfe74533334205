import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_NAME_PATTERN, PAPER_KINDS, TOPIC_NAMES, type PaperAuthor, type PaperKind } from '@site/contracts';
import { readFrontMatter } from '@site/markdown-render';

export interface PaperSeed {
  slug: string;
  kind: PaperKind;
  title: string;
  authors: PaperAuthor[];
  venue: string;
  publishedOn: string;
  abstract: string;
  doi: string | null;
  url: string | null;
  documentName: string | null;
  topics: string[];
  addedAt: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A registered DOI only: `10.<registrant>/<suffix>`.
const DOI = /^10\.\d{4,9}\/\S+$/;

const asDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const asInstant = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Reads `<slug>.md` files: front matter for the facts, the body for the abstract. Throws naming the file and the
 * fault, so a bad seed stops the service at start.
 */
export async function readPaperSeeds(dir: string): Promise<PaperSeed[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const { data, content } = readFrontMatter(await readFile(file, 'utf8'));
      return checkPaper(file, { ...data, slug: name.replace(/\.md$/, ''), abstract: content.trim() });
    }),
  );
}

function checkPaper(file: string, data: Record<string, unknown>): PaperSeed {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  const slug = String(data.slug);
  if (!SLUG.test(slug)) fail('the file name is not a slug');
  if (!(PAPER_KINDS as readonly string[]).includes(String(data.kind)))
    fail(`kind must be one of ${PAPER_KINDS.join(', ')}`);
  const authors = Array.isArray(data.authors) ? (data.authors as Record<string, unknown>[]) : [];
  if (authors.length === 0) fail('authors must list at least one author');
  const named = authors.map(({ given, family }) => ({
    given: text(given) ?? fail('authors need a given name'),
    family: text(family) ?? fail('authors need a family name'),
  }));
  const publishedOn = asDay(data.publishedOn);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(publishedOn)) fail('publishedOn must be a date');
  const doi = text(data.doi);
  if (doi !== null && !DOI.test(doi)) fail('doi must be a registered DOI (10.xxxx/...) or null');
  const documentName = text(data.document);
  if (documentName !== null && !DOCUMENT_NAME_PATTERN.test(documentName)) fail('document must be a document name');
  const topics = Array.isArray(data.topics) ? data.topics.map(String) : [];
  const unknown = topics.filter((topic) => !(TOPIC_NAMES as readonly string[]).includes(topic));
  if (unknown.length > 0) fail(`unknown topics: ${unknown.join(', ')}`);
  return {
    slug,
    kind: data.kind as PaperKind,
    title: text(data.title) ?? fail('title must be text'),
    authors: named,
    venue: text(data.venue) ?? fail('venue must be text'),
    publishedOn,
    abstract: text(data.abstract) ?? fail('the body (the abstract) must not be empty'),
    doi,
    url: text(data.url),
    documentName,
    topics,
    addedAt: asInstant(data.addedAt),
  };
}
