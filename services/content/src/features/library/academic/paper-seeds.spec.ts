import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEED_DIR } from '../../../config.js';
import { readPaperSeeds } from './paper-seeds.js';

describe('readPaperSeeds', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'paper-seeds-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = (front: string, body = 'An abstract in prose.') =>
    writeFile(path.join(dir, 'a-paper.md'), `---\n${front}\n---\n${body}\n`);
  const FRONT = [
    "title: 'A Paper'",
    'kind: paper',
    'authors:',
    '  - { given: Iris, family: Calloway }',
    'venue: Commonplace Working Papers',
    'publishedOn: 2025-01-02',
    'topics: [Mathematics]',
    'addedAt: 2026-09-20T09:00:00Z',
  ].join('\n');

  it('reads the shipped papers, every one checked', async () => {
    const papers = await readPaperSeeds(path.join(SEED_DIR, 'library', 'academic'));
    expect(papers.length).toBeGreaterThanOrEqual(6);
    expect(papers.every((paper) => paper.abstract.length > 200)).toBe(true);
  });

  it('reads the facts from the front matter and the abstract from the body', async () => {
    await write(FRONT);
    expect(await readPaperSeeds(dir)).toEqual([
      {
        slug: 'a-paper',
        kind: 'paper',
        title: 'A Paper',
        authors: [{ given: 'Iris', family: 'Calloway' }],
        venue: 'Commonplace Working Papers',
        publishedOn: '2025-01-02',
        abstract: 'An abstract in prose.',
        doi: null,
        url: null,
        documentName: null,
        topics: ['Mathematics'],
        addedAt: '2026-09-20T09:00:00.000Z',
      },
    ]);
  });

  it.each([
    ['kind: book', /kind must be one of/],
    ['doi: not-a-doi', /doi must be a registered DOI/],
    ['topics: [Astrology]', /unknown topics: Astrology/],
    ['authors: []', /at least one author/],
  ])('names the fault of a bad seed (%s)', async (line, message) => {
    const key = line.split(':')[0];
    // The line replaces its key's (and, for authors, the list under it).
    const kept = FRONT.split('\n').filter(
      (l) => !l.startsWith(`${key}:`) && !(key === 'authors' && l.startsWith('  - ')),
    );
    await write([...kept, line].join('\n'));
    await expect(readPaperSeeds(dir)).rejects.toThrow(message);
  });
});
