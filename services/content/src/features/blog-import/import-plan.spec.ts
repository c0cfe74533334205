import type { BlogExport, BlogPost } from './blog-post.js';
import { planImport, type SiteState } from './import-plan.js';
import { importWords, summaryOf } from './import-summary.js';

const post = (sourceId: string, fields: Partial<BlogPost> = {}): BlogPost => ({
  sourceId,
  type: 'post',
  title: `Post ${sourceId}`,
  slug: `post-${sourceId}`,
  skip: null,
  status: 'published',
  publishedAt: '2019-04-03T10:00:00.000Z',
  date: '2019-04-03',
  excerpt: 'Short.',
  body: 'Text with ![a](https://old.example/a.jpg) and <img src="https://old.example/b.jpg">.',
  bodySource: 'html',
  tags: ['light'],
  categories: ['physics', 'Optics'],
  cover: 'https://old.example/cover.jpg',
  seoTitle: '',
  seoDescription: '',
  oldPaths: [`/post-${sourceId}/`, `/?p=${sourceId}`],
  notes: [],
  ...fields,
});

const blog = (...posts: BlogPost[]): BlogExport => ({
  format: 'wordpress',
  source: 'wordpress:old.example',
  posts,
  notes: [],
});

const empty = (): SiteState => ({
  topics: new Map([['physics', 'Physics']]),
  imported: new Map(),
  slugs: new Map(),
  redirects: new Map(),
});

describe('planning an import', () => {
  it('creates a new post: a category naming a topic becomes it, the others tags; old addresses to store', () => {
    const [planned] = planImport(blog(post('1')), empty());
    expect(planned.item).toMatchObject({ action: 'create', reason: 'new', slug: 'post-1', status: 'published' });
    expect(planned.essay).toMatchObject({ topics: ['Physics'], tags: ['light', 'Optics'] });
    expect(planned.newAddresses).toEqual(['/post-1', '/?p=1']);
    expect(planned.images).toEqual([
      'https://old.example/a.jpg',
      'https://old.example/b.jpg',
      'https://old.example/cover.jpg',
    ]);
  });

  it('skips what it imported before and is unchanged, and updates what changed, keeping the slug on the site', () => {
    const [first] = planImport(blog(post('1')), empty());
    const state = empty();
    state.imported.set('1', { essayId: 9, contentHash: first.contentHash, slug: 'renamed-here' });
    state.redirects.set('/post-1', 9);
    state.redirects.set('/?p=1', 9);
    const [again] = planImport(blog(post('1')), state);
    expect(again.item).toMatchObject({
      action: 'skip',
      reason: 'unchanged since the last import',
      slug: 'renamed-here',
    });
    const [changed] = planImport(blog(post('1', { body: 'New text.' })), state);
    expect(changed.item).toMatchObject({
      action: 'update',
      reason: 'changed since the last import',
      slug: 'renamed-here',
    });
    expect(changed).toMatchObject({ essayId: 9, newAddresses: [] });
  });

  it('skips a post whose slug an essay of the site or another item holds, saying whose', () => {
    const state = empty();
    state.slugs.set('post-1', { essayId: 3, fromThisSource: false });
    const plan = planImport(blog(post('1'), post('2'), post('3', { slug: 'post-2' })), state);
    expect(plan.map((planned) => [planned.item.action, planned.item.reason])).toEqual([
      ['skip', 'the slug "post-1" is taken by an essay that did not come from this source'],
      ['create', 'new'],
      ['skip', 'another item of this export has the slug "post-2"'],
    ]);
  });

  it('skips empty and unimported items, and never stores an address that is a page of the site', () => {
    const state = empty();
    state.redirects.set('/post-2', 5);
    const plan = planImport(
      blog(
        post('1', { body: '  ' }),
        post('2', { oldPaths: ['/essays/', '/post-2/', '/?p=2'] }),
        post('3', { skip: 'in the trash on WordPress' }),
      ),
      state,
    );
    expect(plan.map((planned) => planned.item.reason)).toEqual([
      'empty: it has no text',
      'new',
      'in the trash on WordPress',
    ]);
    expect(plan[1].newAddresses).toEqual(['/?p=2']);
    expect(plan[1].item.notes).toEqual([
      'its old address /essays is a page of this site: not redirected',
      'its old address /post-2 already leads to another essay',
    ]);
  });

  it('sums up: totals, images kept as links, addresses, and the audit words', () => {
    const plan = planImport(blog(post('1'), post('2'), post('3', { skip: 'an attachment' })), empty());
    const summary = summaryOf(blog(post('1'), post('2'), post('3', { skip: 'an attachment' })), plan, true);
    expect(summary).toMatchObject({
      formatName: 'a WordPress export (WXR)',
      applied: true,
      totals: { create: 2, update: 0, skip: 1 },
      images: 3,
      redirects: 4,
    });
    expect(summary.notes[0]).toBe('3 images kept as links to their old addresses; none was fetched.');
    expect(importWords(summary)).toBe('import ran (2 created, 0 updated)');
    expect(importWords({ ...summary, applied: false })).toBe('import checked (2 to create, 0 to update)');
  });
});
