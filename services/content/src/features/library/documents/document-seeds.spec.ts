import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEED_DIR } from '../../../config.js';
import { readPaperSeeds } from '../academic/paper-seeds.js';
import { MEDIA_DIR } from '../media/media-files.js';
import { readDocumentSeeds } from './document-seeds.js';

describe('readDocumentSeeds', () => {
  let dir: string;
  let media: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'document-seeds-'));
    media = path.join(dir, 'media');
    await mkdir(media);
    await writeFile(path.join(media, 'on-measure.0badc0de.md'), '# On Measure\n');
    await writeFile(path.join(dir, 'files.json'), JSON.stringify({ 'on-measure': { file: 'on-measure.0badc0de.md' } }));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = (title: string | null) =>
    writeFile(
      path.join(dir, 'on-measure.md'),
      [
        '---',
        ...(title === null ? [] : [`title: '${title}'`]),
        'format: markdown',
        "description: 'Notes on measure.'",
        'addedAt: 2026-09-20T09:00:00Z',
        '---',
        '## Null sets',
      ].join('\n'),
    );
  const paperOf = (slug: string, title: string) => ({ slug, title, documentName: 'on-measure' });

  it('gives the shipped papers’ documents their papers’ full titles', async () => {
    const papers = await readPaperSeeds(path.join(SEED_DIR, 'library', 'academic'));
    const documents = await readDocumentSeeds(
      path.join(SEED_DIR, 'library', 'documents'),
      path.join(MEDIA_DIR, 'documents'),
      papers,
    );
    const titles = Object.fromEntries(documents.map((document) => [document.name, document.title]));
    expect(titles).toEqual({
      'a-reading-guide-to-hermeneutics': 'A Reading Guide to Hermeneutics',
      'incompleteness-without-mysticism': 'Incompleteness Without Mysticism: What Gödel’s Theorems Do and Do Not Show',
      'notes-on-information-and-surprise': 'Information, Surprise and Entropy: Notes for Beginners',
      'notes-on-physical-and-lived-time': 'Two Clocks: Lecture Notes on Physical and Lived Time',
    });
  });

  it('takes the title of a document no paper names from its own front matter', async () => {
    await write('On Measure');
    expect((await readDocumentSeeds(dir, media, []))[0]).toMatchObject({ name: 'on-measure', title: 'On Measure' });
  });

  it('refuses a title of its own on a paper’s document, a second paper naming it, and no title at all', async () => {
    await write('On Measure');
    await expect(readDocumentSeeds(dir, media, [paperOf('a', 'On Measure: A Primer')])).rejects.toThrow(
      /its title is the paper's/,
    );
    await write(null);
    await expect(
      readDocumentSeeds(dir, media, [paperOf('a', 'On Measure'), paperOf('b', 'On Measure Again')]),
    ).rejects.toThrow(/b: another paper already names document "on-measure"/);
    await expect(readDocumentSeeds(dir, media, [])).rejects.toThrow(/title and description must be text/);
  });
});
