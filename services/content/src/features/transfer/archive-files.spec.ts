import { strToU8, zipSync } from 'fflate';
import {
  ARCHIVE_FILE_MAX_BYTES,
  ArchiveFileProblem,
  checkedList,
  readMarkdown,
  sameRecord,
  unzipArchive,
  zipArchive,
} from './archive-files.js';
import { readCovers } from './essay-covers.transfer.js';
import { essaysTransfer } from './essays.transfer.js';
import { TopicRecord } from './records.js';

const essay = (frontMatter: string, body = 'The text.') => strToU8(`---\n${frontMatter}\n---\n${body}\n`);

describe('the archive files', () => {
  it('reads front matter, taking an unquoted date as the text the author wrote', () => {
    const { data, body } = readMarkdown(
      { 'a.md': essay('title: A\ndate: 2024-05-01\nat: 2024-05-01T10:00:00Z') },
      'a.md',
    );
    expect(data).toEqual({ title: 'A', date: '2024-05-01', at: '2024-05-01T10:00:00.000Z' });
    expect(body).toBe('The text.');
  });

  it('names the file and the field of the first problem', () => {
    expect(() =>
      checkedList(TopicRecord, [{ name: 'Physics', active: 'yes', description: '' }], 'topics.json'),
    ).toThrow(new ArchiveFileProblem('topics.json [0]', 'active must be true or false.'));
    expect(() =>
      checkedList(TopicRecord, [{ name: 'Physics', active: true, description: '', extra: 1 }], 'topics.json'),
    ).toThrow(/topics.json \[0\]: property extra should not exist/);
    expect(() => checkedList(TopicRecord, {}, 'topics.json')).toThrow('topics.json: expected a list.');
  });

  it('keeps texts and bytes alike through a zip', () => {
    const bytes = new Uint8Array([0, 1, 2, 255]);
    expect(unzipArchive(zipArchive({ 'a.md': 'Text', 'media/audio/a.mp3': bytes }))).toEqual({
      'a.md': strToU8('Text'),
      'media/audio/a.mp3': bytes,
    });
  });

  it('refuses, before unpacking it, a file larger than one file of an archive may be', () => {
    // Zeros pack small: the zip is tiny, what it would unpack is not.
    const archive = zipSync({ 'media/audio/big.mp3': new Uint8Array(ARCHIVE_FILE_MAX_BYTES + 1) });
    expect(() => unzipArchive(archive)).toThrow(
      new ArchiveFileProblem('media/audio/big.mp3', '25 MB, more than the 25 MB one file may hold.'),
    );
    expect(() => unzipArchive(strToU8('not a zip'))).toThrow('(archive): not a readable zip archive.');
  });

  it('compares records whatever the order of their fields', () => {
    expect(sameRecord({ a: 1, b: [{ c: 2, d: null }] }, { b: [{ d: null, c: 2 }], a: 1 })).toBe(true);
    expect(sameRecord({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('essays in the archive', () => {
  const frontMatter =
    'title: On Doubt\ndate: 2024-05-01\nexcerpt: Short.\nstatus: published\ntopics: [Philosophy]\ntags: [b, a, a]';

  it('reads an essay with its defaults filled, a published one dated when it has no time', () => {
    const [record] = essaysTransfer.read({ 'essays/on-doubt.md': essay(frontMatter) });
    expect(record).toEqual({
      slug: 'on-doubt',
      title: 'On Doubt',
      date: '2024-05-01',
      excerpt: 'Short.',
      status: 'published',
      publishedAt: '2024-05-01T00:00:00.000Z',
      seoTitle: '',
      seoDescription: '',
      cover: null,
      topics: ['Philosophy'],
      tags: ['a', 'b'],
      body: 'The text.',
      coverImage: null,
    });
  });

  it.each([
    ['essays/Bad Name.md', essay(frontMatter), /the file name must be the essay's slug/],
    [
      'essays/x.md',
      essay(frontMatter.replace('status: published', 'status: live')),
      /status must be one of: draft, scheduled, published/,
    ],
    [
      'essays/x.md',
      essay(frontMatter.replace('status: published', 'status: scheduled')),
      /a scheduled essay needs publishedAt/,
    ],
    [
      'essays/x.md',
      essay(frontMatter.replace('date: 2024-05-01', 'date: yesterday')),
      /date must be a date \(YYYY-MM-DD\)/,
    ],
    ['essays/x.md', essay(frontMatter, ''), /a published essay needs its text/],
    ['essays/x.md', strToU8('---\ntitle: [unclosed\n---\nText'), /front matter is not valid YAML/],
  ])('refuses %s with a message naming it', (path, bytes, message) => {
    expect(() => essaysTransfer.read({ [path]: bytes })).toThrow(message);
  });
});

describe('essay covers in the archive', () => {
  const webp = new Uint8Array([1, 2, 3]);

  it('takes each cover by the slug of its essay', () => {
    const covers = readCovers(
      { 'essays/covers/on-doubt.webp': webp, 'essays/on-doubt.md': webp },
      new Set(['on-doubt']),
    );
    expect([...covers.keys()]).toEqual(['on-doubt']);
  });

  it.each([
    ['essays/covers/on-doubt.png', /a cover is a WebP image named after its essay/],
    ['essays/covers/x/on-doubt.webp', /a cover is a WebP image named after its essay/],
    ['essays/covers/other.webp', /^essays\/covers\/other\.webp: no essay "other" is in essays\/\.$/],
  ])('refuses %s', (name, message) => {
    expect(() => readCovers({ [name]: webp }, new Set(['on-doubt']))).toThrow(message);
  });
});
