import type { AdminEssay, BlogImportSummary } from '@site/contracts';
import {
  AUDIT_SUMMARY_HEADER,
  IDENTITY_HEADER,
  INTERNAL_TOKEN_HEADER,
  parseAuditSummary,
  signIdentity,
} from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import { settledChecksums, changedTables, type RunQuery } from '@site/service-kit/testing/fuzz';
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
const ADMIN = { [IDENTITY_HEADER]: signIdentity({ userId: 1, isAdmin: true }, SECRET, Date.now() + 3_600_000) };
const READER = { [IDENTITY_HEADER]: signIdentity({ userId: 7, isAdmin: false }, SECRET, Date.now() + 3_600_000) };
const IMPORT = '/api/admin/import/blog';

const markdownCard = (markdown: string) =>
  JSON.stringify({
    version: '0.3.1',
    atoms: [],
    markups: [],
    cards: [['markdown', { markdown }]],
    sections: [[10, 0]],
  });

/** A small Ghost 5 export: two posts (one in Markdown, one in HTML), a page, a draft, and a post whose slug is taken. */
function ghostExport({ takenSlug, doubtText = 'Doubt is a **method**.' }: { takenSlug: string; doubtText?: string }) {
  const post = (id: string, fields: Record<string, unknown>) => ({
    id,
    uuid: `uuid-${id}`,
    type: 'post',
    status: 'published',
    visibility: 'public',
    created_at: '2019-04-01T09:00:00.000Z',
    published_at: '2019-04-02T10:00:00.000Z',
    plaintext: '',
    ...fields,
  });
  return {
    db: [
      {
        meta: { exported_on: 1700000000000, version: '5.80.0' },
        data: {
          posts: [
            post('g1', {
              title: 'Ghostly Doubt',
              slug: 'ghostly-doubt',
              mobiledoc: markdownCard(`${doubtText}\n\n![Fog](https://old.example/content/images/fog.jpg)`),
              html: '<p>ignored</p>',
              feature_image: 'https://old.example/content/images/cover.jpg',
            }),
            post('g2', {
              title: 'Ghostly Lanterns',
              slug: 'ghostly-lanterns',
              html: '<p>Lanterns <img src="https://old.example/content/images/lantern.jpg"></p>',
              plaintext: 'Lanterns',
            }),
            post('g3', { title: 'About the Ghost blog', slug: 'ghostly-about', type: 'page', html: '<p>About.</p>' }),
            post('g4', {
              title: 'Unfinished ghost',
              slug: 'ghostly-unfinished',
              status: 'draft',
              html: '<p>Soon.</p>',
            }),
            post('g5', { title: 'Taken', slug: takenSlug, html: '<p>Clash.</p>' }),
          ],
          tags: [{ id: 't1', name: 'Philosophy', slug: 'philosophy', visibility: 'public' }],
          posts_tags: [{ id: 'pt1', post_id: 'g1', tag_id: 't1', sort_order: 0 }],
          users: [{ id: 'u1', name: 'Ada Author' }],
          posts_authors: [{ id: 'pa1', post_id: 'g1', author_id: 'u1', sort_order: 0 }],
        },
      },
    ],
  };
}

/** A small WordPress export: a published post, a draft, an attachment and a menu item. */
const wxr = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old Press</title>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://press.example</wp:base_site_url>
  <item>
    <title>Pressed Light</title>
    <link>https://press.example/2019/04/pressed-light/</link>
    <content:encoded><![CDATA[<p>Light <img src="https://press.example/wp-content/uploads/light.jpg"></p>]]></content:encoded>
    <wp:post_id>42</wp:post_id>
    <wp:post_date><![CDATA[2019-04-03 12:00:00]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[2019-04-03 10:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[pressed-light]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="category" nicename="physics"><![CDATA[Physics]]></category>
    <category domain="post_tag" nicename="optics"><![CDATA[optics]]></category>
  </item>
  <item>
    <title>Pressed Draft</title>
    <link>https://press.example/?p=43</link>
    <content:encoded><![CDATA[Not yet.]]></content:encoded>
    <wp:post_id>43</wp:post_id>
    <wp:post_date><![CDATA[2019-05-01 12:00:00]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[0000-00-00 00:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[pressed-draft]]></wp:post_name>
    <wp:status><![CDATA[draft]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
  </item>
  <item>
    <title>light.jpg</title>
    <wp:post_id>44</wp:post_id>
    <wp:post_type><![CDATA[attachment]]></wp:post_type>
    <wp:status><![CDATA[inherit]]></wp:status>
    <wp:attachment_url><![CDATA[https://press.example/wp-content/uploads/light.jpg]]></wp:attachment_url>
  </item>
  <item>
    <title>Home</title>
    <wp:post_id>45</wp:post_id>
    <wp:post_type><![CDATA[nav_menu_item]]></wp:post_type>
    <wp:status><![CDATA[publish]]></wp:status>
  </item>
</channel>
</rss>`;

/** A zip whose one entry is `megabytes` of zeros, deflated as they stream in: tiny packed, huge unpacked. */
function zerosZip(megabytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (final) resolve(Buffer.concat(chunks));
    });
    const entry = new ZipDeflate('posts/zeros.md', { level: 1 });
    zip.add(entry);
    const megabyte = new Uint8Array(1024 * 1024);
    for (let index = 0; index < megabytes; index += 1) entry.push(megabyte, index === megabytes - 1);
    zip.end();
  });
}

/** A zip whose headers say its entry unpacks to 1,000 bytes, when it unpacks to 30 MB. */
function forgedZip(): Buffer {
  const zip = zipSync({ 'posts/forged.md': new Uint8Array(30 * 1024 * 1024) });
  const view = new DataView(zip.buffer);
  for (let at = 0; at + 4 <= zip.length; at += 1) {
    if (view.getUint32(at, true) === 0x04034b50) view.setUint32(at + 22, 1000, true);
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 1000, true);
  }
  return Buffer.from(zip);
}

describe.each(SUITE_STORES)('bringing in a blog on %s', (kind) => {
  const app = contentOn(kind, 'content_blog_import');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const query: RunQuery = (sql, parameters) => app().get(DataSource).query(sql, parameters);
  const count = async (sql: string) => ((await query(sql)) as { n: number }[])[0].n;

  const send = (file: Buffer, name: string, dryRun = false) =>
    api().post(`${IMPORT}?dryRun=${dryRun}`).set(ADMIN).attach('file', file, name);
  const imported = async (file: Buffer, name: string, dryRun = false) => {
    const response = await send(file, name, dryRun).expect(200);
    return {
      summary: response.body as BlogImportSummary,
      words: parseAuditSummary(response.headers[AUDIT_SUMMARY_HEADER]),
    };
  };
  const redirect = (path: string) =>
    api()
      .get(`/api/internal/essay-redirects?path=${encodeURIComponent(path)}`)
      .set(INTERNAL_TOKEN_HEADER, SECRET);
  const essay = async (slug: string) =>
    (await api().get(`/api/admin/essays/${slug}`).set(ADMIN).expect(200)).body as AdminEssay;
  /** Every table of the schema, once the seed has settled: an answer that writes nothing leaves them all alone. */
  const tables = () => settledChecksums(query, ['content']);

  let takenSlug: string;
  let ghost: Buffer;
  beforeAll(async () => {
    await tables();
    takenSlug = ((await query(`SELECT slug FROM content.essays ORDER BY id LIMIT 1`)) as { slug: string }[])[0].slug;
    ghost = Buffer.from(JSON.stringify(ghostExport({ takenSlug })));
  }, 120_000);

  it('answers 401 to a visitor and 403 to a reader', async () => {
    await api().post(IMPORT).attach('file', Buffer.from('{}'), 'export.json').expect(401);
    await api().post(IMPORT).set(READER).attach('file', Buffer.from('{}'), 'export.json').expect(403);
  });

  it('checks a Ghost export item by item and writes nothing', async () => {
    const before = await tables();
    const { summary, words } = await imported(ghost, 'ghost.json', true);
    expect(changedTables(before, await tables())).toEqual([]);
    expect(words).toBe('import checked (4 to create, 0 to update)');
    expect(summary).toMatchObject({ format: 'ghost', formatName: 'a Ghost export', applied: false });
    expect(summary.totals).toEqual({ create: 4, update: 0, skip: 1 });
    expect(summary.items.map((item) => [item.sourceId, item.action, item.reason, item.status])).toEqual([
      ['g1', 'create', 'new', 'published'],
      ['g2', 'create', 'new', 'published'],
      ['g3', 'create', 'new', 'draft'],
      ['g4', 'create', 'new', 'draft'],
      ['g5', 'skip', `the slug "${takenSlug}" is taken by an essay that did not come from this source`, null],
    ]);
    expect(summary.images).toBe(3);
    expect(summary.notes[0]).toBe('3 images kept as links to their old addresses; none was fetched.');
  });

  it('imports the Ghost export once: a second import creates nothing, and a changed post is updated', async () => {
    const essays = await count(`SELECT count(*)::int AS n FROM content.essays`);
    const { summary, words } = await imported(ghost, 'ghost.json');
    expect(words).toBe('import ran (4 created, 0 updated)');
    expect(summary).toMatchObject({ applied: true, totals: { create: 4, update: 0, skip: 1 }, images: 3 });
    expect(await count(`SELECT count(*)::int AS n FROM content.essays`)).toBe(essays + 4);

    const doubt = await essay('ghostly-doubt');
    expect(doubt).toMatchObject({
      title: 'Ghostly Doubt',
      status: 'published',
      publishedAt: '2019-04-02T10:00:00.000Z',
      topics: ['Philosophy'],
      tags: ['Philosophy'],
      cover: 'https://old.example/content/images/cover.jpg',
    });
    expect(doubt.body).toContain('![Fog](https://old.example/content/images/fog.jpg)');
    expect((await api().get('/api/essays/ghostly-doubt').expect(200)).body.title).toBe('Ghostly Doubt');

    const again = await imported(ghost, 'ghost.json');
    expect(again.words).toBe('import ran (0 created, 0 updated)');
    expect(again.summary.totals).toEqual({ create: 0, update: 0, skip: 5 });
    expect(again.summary.items.slice(0, 4).map((item) => item.reason)).toEqual(
      Array(4).fill('unchanged since the last import'),
    );
    expect(await count(`SELECT count(*)::int AS n FROM content.essays`)).toBe(essays + 4);

    const changed = Buffer.from(JSON.stringify(ghostExport({ takenSlug, doubtText: 'Doubt, revised.' })));
    const update = await imported(changed, 'ghost.json');
    expect(update.summary.totals).toEqual({ create: 0, update: 1, skip: 4 });
    expect(update.summary.items[0]).toMatchObject({ action: 'update', reason: 'changed since the last import' });
    expect((await essay('ghostly-doubt')).body).toContain('Doubt, revised.');
    expect(await count(`SELECT count(*)::int AS n FROM content.essays`)).toBe(essays + 4);
  });

  it('keeps the old Ghost addresses of published essays only', async () => {
    expect((await redirect('/ghostly-doubt/').expect(200)).body).toEqual({ location: '/essay/ghostly-doubt' });
    // The page came in as a draft: its old address answers once it is published.
    await redirect('/ghostly-about/').expect(404);
    await redirect('/nowhere/').expect(404);
    await api().get('/api/internal/essay-redirects?path=/ghostly-doubt').expect(401);
  });

  it('imports a WordPress export twice without duplicates, listing what it leaves out', async () => {
    const file = Buffer.from(wxr);
    const check = await imported(file, 'export.xml', true);
    expect(check.summary.items.map((item) => [item.type, item.action, item.reason])).toEqual([
      ['post', 'create', 'new'],
      ['post', 'create', 'new'],
      [
        'attachment',
        'skip',
        'an attachment: its file stays at its old address (https://press.example/wp-content/uploads/light.jpg)',
      ],
      ['nav_menu_item', 'skip', 'a nav_menu_item is not imported'],
    ]);
    expect(check.summary.items[0].oldAddresses).toEqual([
      '/2019/04/pressed-light',
      '/2019/04/03/pressed-light',
      '/?p=42',
    ]);

    const first = await imported(file, 'export.xml');
    expect(first.summary).toMatchObject({ totals: { create: 2, update: 0, skip: 2 }, images: 1, redirects: 4 });
    expect(first.summary.notes).toContain('1 image kept as a link to its old address; none was fetched.');
    expect(await essay('pressed-light')).toMatchObject({ status: 'published', topics: ['Physics'], tags: ['optics'] });
    expect(await essay('pressed-draft')).toMatchObject({ status: 'draft', publishedAt: null });

    const second = await imported(file, 'export.xml');
    expect(second.summary.totals).toEqual({ create: 0, update: 0, skip: 4 });
    expect(await count(`SELECT count(*)::int AS n FROM content.essays WHERE slug LIKE 'pressed-%'`)).toBe(2);
    expect(
      await count(`SELECT count(*)::int AS n FROM content.imported_items WHERE source = 'wordpress:press.example'`),
    ).toBe(2);

    expect((await redirect('/2019/04/pressed-light/').expect(200)).body.location).toBe('/essay/pressed-light');
    expect((await redirect('/2019/04/03/pressed-light').expect(200)).body.location).toBe('/essay/pressed-light');
    expect((await redirect('/?p=42').expect(200)).body.location).toBe('/essay/pressed-light');
    await redirect('/?p=43').expect(404);
  });

  it.each([
    [
      'a zip whose entry unpacks to 64 MB of zeros',
      () => zerosZip(64),
      /posts\/zeros\.md unpacks to 64 MB, more than the 25 MB one file may/,
    ],
    [
      'a zip whose headers understate what it unpacks to',
      async () => forgedZip(),
      /posts\/forged\.md unpacks to more than its header says; refused as a zip bomb/,
    ],
    [
      'a text file named .zip',
      async () => Buffer.from('These are my notes, not a zip.'),
      /“notes\.zip” is named like a zip archive but is not one\./,
    ],
  ])('refuses %s with a message, storing nothing', async (_case, make, message) => {
    const file = await make();
    expect(file.length).toBeLessThan(1024 * 1024);
    const before = await tables();
    const response = await send(file, 'notes.zip').expect(400);
    expect(response.body.message).toMatch(message);
    expect(changedTables(before, await tables())).toEqual([]);
  });

  it('reads a zip of Markdown files', async () => {
    const zip = zipSync({
      'site/_posts/2020-02-02-markdown-mountains.md': strToU8(
        '---\ntitle: Markdown Mountains\ntags: [hills]\n---\nPeaks.\n',
      ),
    });
    const { summary } = await imported(Buffer.from(zip), 'site.zip');
    expect(summary).toMatchObject({ format: 'markdown', totals: { create: 1, update: 0, skip: 0 } });
    expect((await redirect('/2020/02/02/markdown-mountains.html').expect(200)).body.location).toBe(
      '/essay/markdown-mountains',
    );
  });

  it('asks for a file', async () => {
    const response = await api().post(IMPORT).set(ADMIN).field('note', 'no file').expect(400);
    expect(response.body.message).toMatch(/export/);
  });
});
