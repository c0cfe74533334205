import { ghostData, lexicalMarkdown, mobiledocMarkdown, readGhostExport } from './ghost-export.js';

const markdownCard = (markdown: string) =>
  JSON.stringify({
    version: '0.3.1',
    atoms: [],
    cards: [['markdown', { markdown }]],
    markups: [],
    sections: [
      [10, 0],
      [1, 'p', []],
    ],
  });

const post = (fields: Record<string, unknown>) => ({
  id: '5c8b1f0e2a3d4e0012345601',
  title: 'On Doubt',
  slug: 'on-doubt',
  mobiledoc: null,
  lexical: null,
  html: null,
  plaintext: '',
  feature_image: null,
  type: 'post',
  status: 'published',
  visibility: 'public',
  created_at: '2019-04-01T09:00:00.000Z',
  published_at: '2019-04-02T10:00:00.000Z',
  custom_excerpt: null,
  ...fields,
});

/** A Ghost 5 export as Ghost writes it: the tables under db[0].data. */
const ghostExport = (posts: Record<string, unknown>[]) => ({
  db: [
    {
      meta: { exported_on: 1700000000000, version: '5.80.0' },
      data: {
        posts,
        posts_meta: [{ post_id: '5c8b1f0e2a3d4e0012345601', meta_title: 'Doubt', meta_description: 'On doubting.' }],
        tags: [
          { id: 't1', name: 'Philosophy', slug: 'philosophy', visibility: 'public' },
          { id: 't2', name: 'Method', slug: 'method', visibility: 'public' },
          { id: 't3', name: '#newsletter', slug: 'hash-newsletter', visibility: 'internal' },
        ],
        posts_tags: [
          { id: 'pt2', post_id: '5c8b1f0e2a3d4e0012345601', tag_id: 't2', sort_order: 1 },
          { id: 'pt1', post_id: '5c8b1f0e2a3d4e0012345601', tag_id: 't1', sort_order: 0 },
          { id: 'pt3', post_id: '5c8b1f0e2a3d4e0012345601', tag_id: 't3', sort_order: 2 },
        ],
        users: [{ id: 'u1', name: 'Ada Author', slug: 'ada' }],
        posts_authors: [{ id: 'pa1', post_id: '5c8b1f0e2a3d4e0012345601', author_id: 'u1', sort_order: 0 }],
      },
    },
  ],
});

const read = (...posts: Record<string, unknown>[]) => readGhostExport(ghostData(ghostExport(posts))!).posts;

describe('a Ghost export', () => {
  it('knows an export by its posts, in the shape of Ghost 1 and later or of Ghost 0.x', () => {
    expect(ghostData(ghostExport([]))).not.toBeNull();
    expect(ghostData({ meta: {}, data: { posts: [] } })).not.toBeNull();
    expect(ghostData({ db: [{ data: {} }] })).toBeNull();
    expect(ghostData([1, 2])).toBeNull();
  });

  it('reads a post from its Markdown card, with its primary tag, authors, cover and old address', () => {
    const [read1] = read(
      post({
        mobiledoc: markdownCard('Doubt is a **method**.\n\n![Fog](https://old.example/content/images/fog.jpg)'),
        html: '<p>Doubt is a <strong>method</strong>.</p>',
        plaintext: 'Doubt is a method.',
        feature_image: 'https://old.example/content/images/cover.jpg',
      }),
    );
    expect(read1).toEqual({
      sourceId: '5c8b1f0e2a3d4e0012345601',
      type: 'post',
      title: 'On Doubt',
      slug: 'on-doubt',
      skip: null,
      status: 'published',
      publishedAt: '2019-04-02T10:00:00.000Z',
      date: '2019-04-02',
      excerpt: 'Doubt is a method.',
      body: 'Doubt is a **method**.\n\n![Fog](https://old.example/content/images/fog.jpg)',
      bodySource: 'markdown',
      tags: ['Philosophy', 'Method'],
      categories: ['Philosophy'],
      cover: 'https://old.example/content/images/cover.jpg',
      seoTitle: 'Doubt',
      seoDescription: 'On doubting.',
      oldPaths: ['/on-doubt/'],
      notes: ['text from its Markdown', 'internal tags left out: #newsletter', 'by Ada Author'],
    });
  });

  it("keeps Ghost's HTML where no Markdown was written, and its plain text where there is no HTML", () => {
    const [html, plain] = read(
      post({ html: '<p>Made in <em>Koenig</em>.</p>', custom_excerpt: 'By hand.' }),
      post({ id: 'p2', slug: 'plain', plaintext: 'Only words.' }),
    );
    expect(html).toMatchObject({ body: '<p>Made in <em>Koenig</em>.</p>', bodySource: 'html', excerpt: 'By hand.' });
    expect(plain).toMatchObject({
      body: 'Only words.',
      bodySource: 'plaintext',
      notes: [expect.stringMatching(/plain/)],
    });
  });

  it('reads the Markdown of Lexical posts, and of mobiledoc only when nothing else stands beside it', () => {
    expect(lexicalMarkdown(JSON.stringify({ root: { children: [{ type: 'markdown', markdown: '# Hi' }] } }))).toBe(
      '# Hi',
    );
    expect(
      lexicalMarkdown(JSON.stringify({ root: { children: [{ type: 'paragraph', children: [{ text: 'x' }] }] } })),
    ).toBeNull();
    const mixed = JSON.parse(markdownCard('Card')) as { sections: unknown[] };
    mixed.sections.push([1, 'p', [[0, [], 0, 'Typed beside it']]]);
    expect(mobiledocMarkdown(JSON.stringify(mixed))).toBeNull();
    expect(mobiledocMarkdown('not json')).toBeNull();
  });

  it('brings pages in as drafts, and sent, scheduled and unknown statuses as Ghost meant them', () => {
    const [page, sent, scheduled, odd] = read(
      post({ id: 'page', slug: 'about', type: 'page', html: '<p>About me.</p>' }),
      post({ id: 'sent', slug: 'letter', status: 'sent', html: '<p>Hello.</p>' }),
      post({
        id: 'later',
        slug: 'later',
        status: 'scheduled',
        published_at: '2099-01-01T00:00:00.000Z',
        html: '<p>x</p>',
      }),
      post({ id: 'odd', slug: 'odd', status: 'archived', html: '<p>x</p>' }),
    );
    expect(page).toMatchObject({ type: 'page', status: 'draft', publishedAt: null, oldPaths: ['/about/'] });
    expect(page.notes).toContain(
      'a published page on Ghost: imported as a draft essay, to publish if it belongs among the essays',
    );
    expect(sent).toMatchObject({ status: 'draft', notes: expect.arrayContaining([expect.stringMatching(/email/)]) });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: '2099-01-01T00:00:00.000Z' });
    expect(odd.skip).toBe('its status "archived" is not one Ghost publishes');
  });

  it("leaves out a cover at Ghost's own placeholder address, saying so", () => {
    const [found] = read(post({ html: '<p>x</p>', feature_image: '__GHOST_URL__/content/images/a.jpg' }));
    expect(found.cover).toBeNull();
    expect(found.notes).toContain('its cover image (__GHOST_URL__/content/images/a.jpg) has no full address: not kept');
  });
});
