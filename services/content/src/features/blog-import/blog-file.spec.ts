import { strToU8, zipSync } from 'fflate';
import { readBlogFile } from './blog-file.js';

describe('telling the format from the content', () => {
  it('reads a Ghost export, a WordPress export and a zip of Markdown files whatever their names', () => {
    const ghost = strToU8(JSON.stringify({ db: [{ data: { posts: [] } }] }));
    const wordpress = strToU8(
      '\uFEFF<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version></channel></rss>',
    );
    const markdown = zipSync({ 'note.md': strToU8('# A note\n\nText.') });
    expect(readBlogFile(ghost, 'export.xml').format).toBe('ghost');
    expect(readBlogFile(wordpress, 'export.json').format).toBe('wordpress');
    expect(readBlogFile(markdown, 'notes.json').format).toBe('markdown');
  });

  it.each([
    [
      'a text file named .zip',
      'Just some notes.',
      'posts.zip',
      '“posts.zip” is named like a zip archive but is not one.',
    ],
    ['other text', 'Just some notes.', 'posts.txt', /^The file is neither a Ghost export/],
    [
      'JSON of another kind',
      '{"posts": []}',
      'export.json',
      'The JSON is not a Ghost export: it has no posts under db[0].data.',
    ],
    ['broken JSON', '{"db": [', 'export.json', /^The JSON could not be read: /],
    [
      'an RSS feed',
      '<rss version="2.0"><channel><title>x</title></channel></rss>',
      'feed.xml',
      /not a WordPress export/,
    ],
  ])('refuses %s, saying what it is not', (_case, text, name, message) => {
    expect(() => readBlogFile(strToU8(text), name)).toThrow(message);
  });

  it('refuses bytes that are not text', () => {
    expect(() => readBlogFile(new Uint8Array([0xff, 0xfe, 0x00, 0x81]))).toThrow(/^The file is neither/);
  });
});
