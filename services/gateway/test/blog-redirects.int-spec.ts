import type { AuditPage, BlogImportSummary } from '@site/contracts';
import pg from 'pg';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { ADMIN } from './openapi/seed.js';

/** A WordPress export of one published post, whose permalink was /old-slug/ (the "post name" structure). */
const wxr = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old.example</wp:base_site_url>
  <item>
    <title>The Old Post</title>
    <link>https://old.example/old-slug/</link>
    <content:encoded><![CDATA[<p>Moved here <img src="https://old.example/wp-content/uploads/a.jpg"></p>]]></content:encoded>
    <wp:post_id>42</wp:post_id>
    <wp:post_date><![CDATA[2019-04-03 12:00:00]]></wp:post_date>
    <wp:post_date_gmt><![CDATA[2019-04-03 10:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[old-slug]]></wp:post_name>
    <wp:status><![CDATA[publish]]></wp:status>
    <wp:post_type><![CDATA[post]]></wp:post_type>
  </item>
</channel>
</rss>`;

/** A Ghost export of one published post, at /ghostly-lantern/ on Ghost. */
const ghost = JSON.stringify({
  db: [
    {
      data: {
        posts: [
          {
            id: '5c8b1f0e2a3d4e0012345699',
            title: 'A Ghostly Lantern',
            slug: 'ghostly-lantern',
            html: '<p>Light in the dark.</p>',
            type: 'post',
            status: 'published',
            published_at: '2020-01-01T00:00:00.000Z',
          },
        ],
      },
    },
  ],
});

describe('the old addresses of an imported blog, through the gateway', () => {
  let stack: GatewayStack;
  let app: string;
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    stack = await startGatewayStack(4900);
    app = await stack.createGateway();
    admin = request.agent(app);
    await admin.post('/api/login').send(ADMIN).expect(200);
  }, 120_000);
  afterAll(() => stack?.stop());

  const importing = async (file: string, name: string) =>
    (await admin.post('/api/admin/import/blog').attach('file', Buffer.from(file), name).expect(200))
      .body as BlogImportSummary;

  it('imports through the gateway, and the old addresses answer 301 to the essays before any page is drawn', async () => {
    expect((await importing(wxr, 'export.xml')).totals).toEqual({ create: 1, update: 0, skip: 0 });
    expect((await importing(ghost, 'export.json')).totals).toEqual({ create: 1, update: 0, skip: 0 });
    expect((await importing(wxr, 'export.xml')).totals).toEqual({ create: 0, update: 0, skip: 1 });

    for (const address of ['/old-slug/', '/old-slug', '/2019/04/old-slug/', '/2019/04/03/old-slug/', '/?p=42']) {
      const moved = await request(app).get(address).expect(301);
      expect([address, moved.headers.location]).toEqual([address, '/essay/old-slug']);
      expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    }
    expect((await request(app).get('/ghostly-lantern/').expect(301)).headers.location).toBe('/essay/ghostly-lantern');
    await request(app).get('/essay/old-slug').expect(200);
  });

  it("keeps each import in the audit log in the author's words", async () => {
    const deadline = Date.now() + 15_000;
    let summaries: string[] = [];
    while (Date.now() < deadline) {
      const page = (await admin.get('/api/admin/audit?pageSize=50').expect(200)).body as AuditPage;
      summaries = page.items
        .filter((entry) => entry.path.startsWith('/api/admin/import/blog'))
        .map((entry) => entry.summary);
      if (summaries.length === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(summaries.sort()).toEqual([
      'import ran (0 created, 0 updated)',
      'import ran (1 created, 0 updated)',
      'import ran (1 created, 0 updated)',
    ]);
  });

  it('never redirects a route of the site, nor the home page without a known id', async () => {
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    try {
      // Even an old address stored for a route of the site (the import itself never stores one) is not followed.
      await db.query(
        `INSERT INTO content.essay_redirects (from_path, essay_id)
         SELECT '/about', id FROM content.essays WHERE slug = 'old-slug'`,
      );
    } finally {
      await db.end();
    }
    await request(app).get('/about').expect(200);
    await request(app).get('/essays/').expect(200);
    await request(app).get('/').expect(200);
    await request(app).get('/?p=999').expect(200);
    await request(app).get('/?q=old-slug').expect(200);
    await request(app).get('/never-imported/').expect(404);
  });
});
