import { randomBytes } from 'node:crypto';
import type {
  AdminEssay,
  AdminEssayInput,
  AdminEssayPage,
  Essay,
  EssayDetail,
  EssayRevisionDiff,
  EssayRevisionSummary,
  ServiceAuditEvent,
  ServiceSearchAnswer,
  Tag,
} from '@site/contracts';
import {
  AUDIT_SUMMARY_HEADER,
  IDENTITY_HEADER,
  INTERNAL_TOKEN_HEADER,
  parseAuditSummary,
  signIdentity,
} from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { ScheduledPublisher } from '../src/features/admin-essays/scheduled-publisher.js';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
/** Signed at each use: a signature lives 30 seconds, shorter than this file runs. */
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);

/** An invented word, so only the essays of these tests can match a search for it. */
const WORD = 'quillowisp';

const input = (fields: Partial<AdminEssayInput> = {}): AdminEssayInput => ({
  title: 'On Quiet Mornings',
  slug: 'on-quiet-mornings',
  excerpt: 'What the first hour keeps.',
  body: `The ${WORD} hour before anyone speaks.\n\nA second paragraph.\n`,
  topics: ['Philosophy'],
  tags: ['mornings', 'attention'],
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  ...fields,
});

describe.each(SUITE_STORES)('the admin essay editor and publishing on %s', (kind) => {
  const app = contentOn(kind, 'content_admin_essays');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const asAdmin = <T extends request.Test>(test: T) => test.set(IDENTITY_HEADER, admin());

  const create = async (fields: Partial<AdminEssayInput> = {}) =>
    (await asAdmin(api().post('/api/admin/essays')).send(input(fields)).expect(201)).body as AdminEssay;
  const save = async (id: number, fields: Partial<AdminEssayInput>) =>
    (
      await asAdmin(api().put(`/api/admin/essays/${id}`))
        .send(input(fields))
        .expect(200)
    ).body as AdminEssay;

  /** Where a reader may meet an essay: each answers whether this slug is there. */
  const publicly = async (slug: string) => {
    const list = (await api().get('/api/essays?pageSize=100').expect(200)).body as Essay[];
    const searched = (await api().get(`/search?q=${WORD}&limit=10`).expect(200)).body as ServiceSearchAnswer;
    const tags = (await api().get('/api/tags').expect(200)).body as Tag[];
    const onTopic = (await api().get('/api/essays?topic=Philosophy&pageSize=100').expect(200)).body as Essay[];
    return {
      list: list.some((essay) => essay.slug === slug),
      detail: (await api().get(`/api/essays/${slug}`)).status,
      search: searched.hits.some((hit) => JSON.stringify(hit).includes(slug)),
      tag: tags.some((tag) => tag.name === 'mornings'),
      rss: (await api().get('/rss.xml').expect(200)).text.includes(`/essay/${slug}`),
      topicFeed: (await api().get('/topic/Philosophy/rss.xml').expect(200)).text.includes(`/essay/${slug}`),
      sitemap: (await api().get('/sitemaps/essays.xml').expect(200)).text.includes(`/essay/${slug}`),
      topicList: onTopic.some((essay) => essay.slug === slug),
      card: (await api().get(`/cards/essays/${slug}`)).status,
    };
  };
  const everywhere = { list: true, detail: 200, search: true, tag: true, rss: true, topicFeed: true, sitemap: true };
  const nowhere = { list: false, detail: 404, search: false, tag: false, rss: false, topicFeed: false, sitemap: false };

  it('answers 401 to visitors and 403 to readers on every admin route', async () => {
    const routes: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
      ['get', '/api/admin/essays'],
      ['post', '/api/admin/essays'],
      ['post', '/api/admin/essays/render'],
      ['get', '/api/admin/essays/1'],
      ['put', '/api/admin/essays/1'],
      ['delete', '/api/admin/essays/1'],
      ['post', '/api/admin/essays/1/autosave'],
      ['get', '/api/admin/essays/1/revisions'],
      ['get', '/api/admin/essays/1/revisions/1'],
      ['get', '/api/admin/essays/1/revisions/1/diff'],
      ['post', '/api/admin/essays/1/revisions/1/restore'],
      ['put', '/api/admin/essays/1/cover'],
      ['delete', '/api/admin/essays/1/cover'],
    ];
    for (const [method, path] of routes) {
      await api()[method](path).send({}).expect(401);
      await api()[method](path).set(IDENTITY_HEADER, reader()).send({}).expect(403);
    }
  });

  it('keeps a draft from every public read, shows it by its preview link, and publishes it everywhere at once', async () => {
    const [newest] = (await api().get('/api/essays?pageSize=1').expect(200)).body as Essay[];
    const draft = await create();
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, tags: ['attention', 'mornings'] });
    expect(await publicly(draft.slug)).toMatchObject({ ...nowhere, topicList: false, card: 404 });
    // Neither the next essay of the newest published one, nor related to any.
    const around = async () => (await api().get(`/api/essays/${newest.slug}`).expect(200)).body as EssayDetail;
    expect((await around()).next).toBeNull();

    const token = new URL(draft.previewPath, 'http://x').searchParams.get('preview')!;
    const preview = await api().get(`/api/essay-previews/${token}`).expect(200);
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.body).toMatchObject({ slug: draft.slug, status: 'draft', title: 'On Quiet Mornings' });
    expect(preview.body.html).toContain(WORD);
    await api()
      .get(`/api/essay-previews/${'0'.repeat(64)}`)
      .expect(404);

    const published = await save(draft.id, { status: 'published', seoTitle: 'Quiet mornings, kept' });
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect(await publicly(draft.slug)).toEqual({ ...everywhere, topicList: true, card: 200 });
    expect((await around()).next).toEqual({ slug: draft.slug, title: draft.title });
    expect((await api().get(`/api/essays/${draft.slug}`).expect(200)).body.seoTitle).toBe('Quiet mornings, kept');

    // Editing a published essay changes the page and search at once; unpublishing takes it from everywhere.
    await save(draft.id, { status: 'published', title: 'On Quiet Mornings, Revised' });
    expect((await api().get(`/api/essays/${draft.slug}`).expect(200)).body.title).toBe('On Quiet Mornings, Revised');
    const searched = (await api().get(`/search?q=revised%20${WORD}&limit=10`).expect(200)).body as ServiceSearchAnswer;
    expect(searched.hits.map((hit) => hit.title)).toContain('On Quiet Mornings, Revised');
    await save(draft.id, { status: 'draft' });
    expect(await publicly(draft.slug)).toMatchObject({ ...nowhere, topicList: false });

    await asAdmin(api().delete(`/api/admin/essays/${draft.id}`)).expect(204);
    await asAdmin(api().get(`/api/admin/essays/${draft.id}`)).expect(404);
    await asAdmin(api().delete(`/api/admin/essays/${draft.id}`)).expect(404);
  });

  it('counts a draft citing a library document only once it is published', async () => {
    const [document] = (await api().get('/api/library/documents').expect(200)).body as { name: string }[];
    const link = `/library/document/${document.name}`;
    const citing = async () =>
      (
        (await api().get(`/api/library/documents/${document.name}`).expect(200)).body.citedIn as { href: string }[]
      ).some((cited) => cited.href === '/essay/cites-a-document');
    const essay = await create({ slug: 'cites-a-document', body: `As [the notes](${link}) say.` });
    expect(await citing()).toBe(false);
    await save(essay.id, { slug: 'cites-a-document', body: `As [the notes](${link}) say.`, status: 'published' });
    expect(await citing()).toBe(true);
  });

  it('lists by status with paging, and names an essay by id or slug', async () => {
    const essay = await create({ slug: 'listed-draft' });
    const drafts = (await asAdmin(api().get('/api/admin/essays?status=draft&pageSize=5')).expect(200))
      .body as AdminEssayPage;
    expect(drafts).toMatchObject({ page: 1, pageSize: 5 });
    expect(drafts.items[0]).toMatchObject({ slug: 'listed-draft', status: 'draft' });
    expect(drafts.items.every((row) => row.status === 'draft')).toBe(true);
    const published = (await asAdmin(api().get('/api/admin/essays?status=published')).expect(200))
      .body as AdminEssayPage;
    expect(published.total).toBeGreaterThanOrEqual(10);
    expect(published.items.every((row) => row.status === 'published')).toBe(true);
    expect((await asAdmin(api().get('/api/admin/essays/listed-draft')).expect(200)).body.id).toBe(essay.id);
    const bad = await asAdmin(api().get('/api/admin/essays?status=gone')).expect(400);
    expect(bad.body.message).toEqual(['status must be one of: draft, scheduled, published.']);
  });

  it('answers 409 for a slug another essay has, and 400 for bad input, storing nothing', async () => {
    const taken = (await api().get('/api/essays?pageSize=1').expect(200)).body[0] as Essay;
    const conflict = await asAdmin(api().post('/api/admin/essays'))
      .send(input({ slug: taken.slug }))
      .expect(409);
    expect(conflict.body.message).toBe(`Another essay already has the slug "${taken.slug}". Choose another.`);
    const mine = await create({ slug: 'my-own-slug' });
    await asAdmin(api().put(`/api/admin/essays/${mine.id}`))
      .send(input({ slug: taken.slug }))
      .expect(409);
    await save(mine.id, { slug: 'my-own-slug', title: 'Same slug, saved again' });

    const total = async () =>
      ((await asAdmin(api().get('/api/admin/essays')).expect(200)).body as AdminEssayPage).total;
    const count = await total();
    const refusals: [object, string | RegExp][] = [
      [{ ...input({ slug: 'x1' }), extra: 1 }, 'property extra should not exist'],
      [input({ slug: 'Bad Slug' }), /slug must be lower-case/],
      [input({ slug: '123' }), /not digits alone/],
      [input({ slug: 'x2', title: ' ' }), 'title must be 1 to 300 characters.'],
      [input({ slug: 'x3', topics: ['Astrology'] }), 'Each topic must be one of the site’s topics.'],
      [input({ slug: 'x4', status: 'scheduled' }), 'publishAt must be a date and time (ISO 8601).'],
      [input({ slug: 'x5', status: 'scheduled', publishAt: '2020-01-01T00:00:00Z' }), /must be in the future/],
      [input({ slug: 'x6', body: 'a\u0000b' }), /body/],
    ];
    for (const [body, message] of refusals) {
      const answer = await asAdmin(api().post('/api/admin/essays')).send(body).expect(400);
      expect(JSON.stringify(answer.body.message)).toMatch(
        message instanceof RegExp ? message : JSON.stringify(message),
      );
    }
    expect(await total()).toBe(count);
  });

  it('keeps a revision on each save, autosaves without publishing, diffs and restores', async () => {
    const essay = await create({ slug: 'revised-often', status: 'published', body: 'First line.\nSecond line.\n' });
    await save(essay.id, { slug: 'revised-often', status: 'published', body: 'First line.\nSecond, changed.\n' });

    const autosave = await asAdmin(api().post(`/api/admin/essays/${essay.id}/autosave`))
      .send({ title: 'Typing', excerpt: '', body: 'Half-typed words' })
      .expect(200);
    await asAdmin(api().post(`/api/admin/essays/${essay.id}/autosave`))
      .send({ title: 'Typing', excerpt: '', body: 'Half-typed words, more' })
      .expect(200);
    expect((await api().get('/api/essays/revised-often').expect(200)).body.html).toContain('Second, changed.');
    const opened = (await asAdmin(api().get(`/api/admin/essays/${essay.id}`)).expect(200)).body as AdminEssay;
    expect(opened.autosave).toMatchObject({ revisionId: autosave.body.revisionId, body: 'Half-typed words, more' });
    const token = new URL(opened.previewPath, 'http://x').searchParams.get('preview');
    expect((await api().get(`/api/essay-previews/${token}`).expect(200)).body.html).toContain('Half-typed words, more');

    let revisions = (await asAdmin(api().get(`/api/admin/essays/${essay.id}/revisions`)).expect(200))
      .body as EssayRevisionSummary[];
    expect(revisions.map((revision) => revision.kind)).toEqual(['autosave', 'save', 'save']);

    const first = revisions[2];
    const diff = (await asAdmin(api().get(`/api/admin/essays/${essay.id}/revisions/${first.id}/diff`)).expect(200))
      .body as EssayRevisionDiff;
    expect(diff.body).toEqual([
      { change: 'same', text: 'First line.\n' },
      { change: 'removed', text: 'Second line.\n' },
      { change: 'added', text: 'Second, changed.\n' },
    ]);
    expect({ added: diff.added, removed: diff.removed }).toEqual({ added: 1, removed: 1 });

    const restored = (
      await asAdmin(api().post(`/api/admin/essays/${essay.id}/revisions/${first.id}/restore`)).expect(200)
    ).body as AdminEssay;
    expect(restored).toMatchObject({ body: 'First line.\nSecond line.\n', autosave: null });
    expect((await api().get('/api/essays/revised-often').expect(200)).body.html).toContain('Second line.');
    revisions = (await asAdmin(api().get(`/api/admin/essays/${essay.id}/revisions`)).expect(200)).body;
    expect(revisions.map((revision) => revision.kind)).toEqual(['save', 'save', 'save']);
    expect(revisions[0].note).toMatch(/^Restored from the revision of /);
    const full = await asAdmin(api().get(`/api/admin/essays/${essay.id}/revisions/${revisions[1].id}`)).expect(200);
    expect(full.body.body).toBe('First line.\nSecond, changed.\n');
    await asAdmin(api().get(`/api/admin/essays/${essay.id}/revisions/999999`)).expect(404);
  });

  it('publishes a scheduled essay by itself once its time has come, on one replica', async () => {
    const publishAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await create({ slug: 'comes-out-later', status: 'scheduled', publishAt });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: publishAt });
    await api().get('/api/essays/comes-out-later').expect(404);

    const publisher = app().get(ScheduledPublisher);
    expect(await publisher.publishDue(new Date())).toEqual([]);
    const [one, other] = await Promise.all([
      publisher.publishDue(new Date(Date.now() + 2 * 60 * 60 * 1000)),
      publisher.publishDue(new Date(Date.now() + 2 * 60 * 60 * 1000)),
    ]);
    expect([...one, ...other]).toEqual([scheduled.id]);
    expect(await publicly('comes-out-later')).toMatchObject({ list: true, detail: 200, rss: true, sitemap: true });
    expect((await asAdmin(api().get(`/api/admin/essays/${scheduled.id}`)).expect(200)).body).toMatchObject({
      status: 'published',
      publishedAt: publishAt,
    });
  });

  it('words what a save did for the audit log, and keeps what the schedule did for the gateway to copy', async () => {
    const words = (answer: request.Response) => parseAuditSummary(answer.headers[AUDIT_SUMMARY_HEADER]);
    const post = await asAdmin(api().post('/api/admin/essays'))
      .send(input({ slug: 'worded', title: 'Worded', status: 'published' }))
      .expect(201);
    expect(words(post)).toBe('published “Worded”');
    const put = (fields: Partial<AdminEssayInput>) =>
      asAdmin(api().put(`/api/admin/essays/${post.body.id}`))
        .send(input({ slug: 'worded', title: 'Worded', ...fields }))
        .expect(200);
    expect(words(await put({ status: 'published', body: 'Changed.' }))).toBeNull();
    expect(words(await put({ status: 'draft' }))).toBe('unpublished “Worded”');
    const publishAt = new Date(Date.now() + 60 * 60 * 1000);
    expect(words(await put({ status: 'scheduled', publishAt: publishAt.toISOString() }))).toBe(
      `scheduled “Worded” for ${publishAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );

    const events = (after?: number) =>
      api()
        .get(`/api/internal/audit-events${after === undefined ? '' : `?after=${after}`}`)
        .set(INTERNAL_TOKEN_HEADER, SECRET);
    await api().get('/api/internal/audit-events').expect(401);
    const before = (await events().expect(200)).body as ServiceAuditEvent[];
    await app()
      .get(ScheduledPublisher)
      .publishDue(new Date(Date.now() + 2 * 60 * 60 * 1000));
    const last = before.at(-1)?.id ?? 0;
    const copied = (await events(last).expect(200)).body as ServiceAuditEvent[];
    expect(copied).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        summary: 'published “Worded” on schedule',
        path: '/essay/worded',
      },
    ]);
    expect((await events(copied[0].id).expect(200)).body).toEqual([]);
    await events().query({ after: 'x' }).expect(400);
  });

  it('renders markdown for the live preview as the essay page does', async () => {
    const answer = await asAdmin(api().post('/api/admin/essays/render'))
      .send({ body: '# Title\n\n<script>alert(1)</script>\n\n```mermaid\ngraph TD; A-->B\n```' })
      .expect(200);
    expect(answer.body.html).toContain('<h1>Title</h1>');
    expect(answer.body.html).not.toContain('<script>');
    expect(answer.body.html).toContain('language-mermaid');
  });

  it('takes a PNG, JPEG or WebP cover by content, serves it as WebP, and refuses anything else', async () => {
    const essay = await create({ slug: 'with-a-cover', status: 'published' });
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const uploaded = await asAdmin(api().put(`/api/admin/essays/${essay.id}/cover`))
      .attach('file', png, { filename: 'cover.txt', contentType: 'text/plain' })
      .expect(200);
    expect(uploaded.body.cover).toMatch(/^\/media\/covers\/\d+-[0-9a-f]{16}\.webp$/);
    const file = await api().get(uploaded.body.cover).expect(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.body as Buffer).metadata()).toMatchObject({ width: 1600, height: 840 });
    expect((await api().get('/api/essays/with-a-cover').expect(200)).body.cover).toBe(uploaded.body.cover);

    // A photograph's size (about 3 MB) passes; the service's 1 MB limit is for JSON bodies only.
    const noise = await sharp(randomBytes(1100 * 900 * 3), { raw: { width: 1100, height: 900, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    await asAdmin(api().put(`/api/admin/essays/${essay.id}/cover`))
      .attach('file', noise, 'photo.jpg')
      .expect(200);
    const refused = await asAdmin(api().put(`/api/admin/essays/${essay.id}/cover`))
      .attach('file', Buffer.from('GIF89a not really'), { filename: 'cover.png', contentType: 'image/png' })
      .expect(400);
    expect(refused.body.message).toBe('Choose a PNG, JPEG or WebP image.');
    await asAdmin(api().put(`/api/admin/essays/${essay.id}/cover`))
      .send({})
      .expect(400);
    await asAdmin(api().put(`/api/admin/essays/${essay.id}/cover`))
      .attach('file', Buffer.alloc(5 * 1024 * 1024 + 10), 'big.png')
      .expect(413);
    const kept = (await asAdmin(api().get(`/api/admin/essays/${essay.id}`)).expect(200)).body.cover;
    expect(kept).toMatch(/^\/media\/covers\//);

    await asAdmin(api().delete(`/api/admin/essays/${essay.id}/cover`)).expect(204);
    await api().get(uploaded.body.cover).expect(404);
    await api().get(kept).expect(404);
    expect((await api().get('/api/essays/with-a-cover').expect(200)).body.cover).toBeNull();
  });
});
