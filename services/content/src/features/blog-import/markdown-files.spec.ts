import { strToU8, zipSync } from 'fflate';
import { readZip } from './blog-zip.js';
import { isMarkdownFile, readMarkdownZip } from './markdown-files.js';

const NOW = new Date('2024-06-01T00:00:00Z');

const read = (files: Record<string, string>) =>
  readMarkdownZip(
    readZip(
      zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]))),
      isMarkdownFile,
    ),
    NOW,
  );

describe('a zip of Markdown files', () => {
  it('reads a Jekyll site: the date and slug from the file name, drafts, and the default permalink', () => {
    const { posts, notes } = read({
      'blog-main/_posts/2019-04-03-old-slug.md':
        '---\ntitle: "Old post"\ncategories: [Physics, notes]\ntags: light shade\n---\nText with ![a](/assets/a.png).\n',
      'blog-main/_drafts/unfinished.md': '---\ntitle: Unfinished\n---\nSoon.\n',
      'blog-main/README.md': '# The blog\n',
      'blog-main/assets/a.png': 'png',
    });
    expect(notes).toEqual([
      'Read as a Jekyll site (_posts).',
      '1 other file in the zip (images and the like) left out: the posts refer to them by address.',
    ]);
    const [readme, draft, post] = posts;
    expect(readme).toMatchObject({
      sourceId: 'README.md',
      skip: 'not in _posts or _drafts: not a post of the Jekyll site',
    });
    expect(draft).toMatchObject({
      sourceId: '_drafts/unfinished.md',
      status: 'draft',
      title: 'Unfinished',
      skip: null,
    });
    expect(post).toMatchObject({
      sourceId: '_posts/2019-04-03-old-slug.md',
      title: 'Old post',
      slug: 'old-slug',
      status: 'published',
      publishedAt: '2019-04-03T00:00:00.000Z',
      tags: ['light', 'shade'],
      categories: ['Physics', 'notes'],
      body: 'Text with ![a](/assets/a.png).',
      oldPaths: ['/physics/notes/2019/04/03/old-slug.html'],
    });
  });

  it('reads a Hugo site: draft, slug, aliases, section pages left out, a date to come scheduled', () => {
    const { posts } = read({
      'content/posts/first.md':
        '---\ntitle: First\ndate: 2020-01-02T03:04:05Z\nslug: the-first\ntags: [a, b]\naliases: [/old/first/]\n---\nHello.\n',
      'content/posts/second/index.md': '---\ntitle: Second\ndate: 2020-02-02\ndraft: true\n---\nBundle.\n',
      'content/posts/_index.md': '---\ntitle: Posts\n---\n',
      'content/posts/later.md': '---\ntitle: Later\ndate: 2030-01-01\n---\nNot yet.\n',
      'content/posts/toml.md': '+++\ntitle = "TOML"\n+++\nText.\n',
    });
    const bySource = Object.fromEntries(posts.map((post) => [post.sourceId, post]));
    expect(bySource['content/posts/first.md']).toMatchObject({
      slug: 'the-first',
      status: 'published',
      publishedAt: '2020-01-02T03:04:05.000Z',
      tags: ['a', 'b'],
      oldPaths: ['/old/first/'],
    });
    expect(bySource['content/posts/second/index.md']).toMatchObject({ slug: 'second', status: 'draft' });
    expect(bySource['content/posts/_index.md'].skip).toBe("a Hugo section's list page, not a post");
    expect(bySource['content/posts/later.md']).toMatchObject({ status: 'scheduled', oldPaths: ['/posts/later/'] });
    expect(bySource['content/posts/toml.md'].skip).toMatch(/TOML/);
  });

  it('reads Obsidian notes: the title from `# Title`, tags from `tags:`, undated ones as drafts, hidden folders left out', () => {
    const { posts, notes } = read({
      'Vault/Ideas on time.md': '---\ntags: [time, "#physics"]\n---\n# Ideas on Time\n\nTime is a river.\n',
      'Vault/.obsidian/workspace.md': 'internal',
      'Vault/__MACOSX/._x.md': 'resource fork',
    });
    expect(notes).toEqual(['Read as Markdown notes (an Obsidian vault or a folder of files).']);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      sourceId: 'Ideas on time.md',
      type: 'note',
      title: 'Ideas on Time',
      slug: 'ideas-on-time',
      body: 'Time is a river.',
      tags: ['time', 'physics'],
      status: 'draft',
      notes: ['no date: imported as a draft'],
      oldPaths: [],
    });
  });

  it('never runs front matter written as JavaScript', () => {
    const { posts } = read({ 'note.md': '---js\n{ title: (() => { throw new Error("ran") })() }\n---\nText.\n' });
    expect(posts[0].skip).toBe(
      'its front matter cannot be read (front matter written in JavaScript or CoffeeScript is not read)',
    );
  });

  it('refuses a zip without Markdown files', () => {
    expect(() => read({ 'a.txt': 'x' })).toThrow('The zip holds no Markdown files (.md).');
  });
});
