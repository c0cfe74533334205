import type { OpenAPIObject } from '@nestjs/swagger';
import type { AuditEntry, AuditPage, ImportSummary } from '@site/contracts';
import { ADMIN_ONLY_EXTENSION } from '@site/service-kit';
import { bytesBody } from '@site/service-kit/testing/text-body';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import pg from 'pg';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { requiredQuery } from './openapi/answers.js';
import { describeOperation, operationsOf, type Operation } from './openapi/operations.js';
import { seedThroughTheApi, type Seed } from './openapi/seed.js';

const isAdminOnly = ({ operation }: Operation) =>
  (operation as unknown as Record<string, unknown>)[ADMIN_ONLY_EXTENSION] === true;
const underAdmin = ({ path }: Operation) => path.startsWith('/api/admin/');

/** Reads a zip answer as bytes (supertest parses only text and JSON by itself). */
/** The path with seeded values, or any value: guards answer before a parameter is looked at. */
const anyUrl = (path: string, items: Seed['items']) =>
  path
    .split('/')
    .map((segment, index, segments) =>
      segment.startsWith('{') ? encodeURIComponent(items[segments[index - 1]] ?? '1') : segment,
    )
    .join('/');

describe('the admin area through the gateway: access, audit log, export and import', () => {
  let stack: GatewayStack;
  let app: string;
  let seed: Seed;
  let document: OpenAPIObject;
  let db: pg.Client;

  beforeAll(async () => {
    stack = await startGatewayStack(4740);
    app = await stack.createGateway({ LOGIN_LIMIT_PER_IP: '100', REGISTER_LIMIT_PER_IP: '100' });
    seed = await seedThroughTheApi(app, stack.inbox, {
      audienceUrl: `http://127.0.0.1:${stack.ports.audience}`,
      secret: stack.env.INTERNAL_SECRET,
    });
    document = (await request(app).get('/api/openapi.json').expect(200)).body;
    db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  /** The newest audit entries, as the admin reads them. */
  const audit = async (query = '') =>
    ((await seed.admin('get', `/api/admin/audit${query}`).expect(200)).body as AuditPage).items;
  /** Entries are written once the answer is sent: wait for the one expected. */
  async function auditEntry(matches: (entry: AuditEntry) => boolean): Promise<AuditEntry> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = (await audit('?pageSize=200')).find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('No such audit entry');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const exported = async () =>
    unzipSync((await seed.admin('get', '/api/admin/export').buffer(true).parse(bytesBody).expect(200)).body as Buffer);
  const imported = (bytes: Uint8Array, query = '') =>
    seed.admin('post', `/api/admin/import${query}`).set('content-type', 'application/zip').send(Buffer.from(bytes));

  describe('every admin-only operation of the OpenAPI document', () => {
    it('answers 401 to a visitor and 403 to a reader, each one', async () => {
      const adminOnly = operationsOf(document).filter(isAdminOnly);
      expect(adminOnly.length).toBeGreaterThanOrEqual(6);
      const wrong: string[] = [];
      for (const operation of adminOnly) {
        const url = anyUrl(operation.path, seed.items) + requiredQuery(operation);
        for (const [caller, status] of [
          ['visitor', 401],
          ['reader', 403],
        ] as const) {
          const call = seed[caller](operation.method, url);
          const response = await (operation.operation.requestBody ? call.send({}) : call);
          if (response.status !== status) {
            wrong.push(`${describeOperation(operation)} as ${caller} answered ${response.status}, not ${status}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it('is every operation under /api/admin, and every operation under /api/admin is one', () => {
      const operations = operationsOf(document);
      expect(
        operations.filter((operation) => underAdmin(operation) && !isAdminOnly(operation)).map(describeOperation),
      ).toEqual([]);
      // The audit log records what is under /api/admin: an admin-only operation elsewhere would escape it.
      expect(
        operations.filter((operation) => isAdminOnly(operation) && !underAdmin(operation)).map(describeOperation),
      ).toEqual([]);
    });
  });

  describe('the audit log', () => {
    it("words a publication in the author's terms, and copies in what the site did by itself", async () => {
      const essay = (status: string) => ({
        title: 'Worded',
        slug: 'worded-for-the-audit',
        excerpt: '',
        body: 'Text.',
        topics: [],
        tags: [],
        seoTitle: '',
        seoDescription: '',
        status,
      });
      const created = await seed.admin('post', '/api/admin/essays').send(essay('published')).expect(201);
      expect(created.headers['x-audit-summary']).toBeUndefined();
      const published = await auditEntry((e) => e.path === '/api/admin/essays' && e.status === 201);
      expect(published).toMatchObject({ method: 'POST', summary: 'published “Worded”' });
      await seed.admin('put', `/api/admin/essays/${created.body.id}`).send(essay('draft')).expect(200);
      const unpublished = await auditEntry((e) => e.path === `/api/admin/essays/${created.body.id}`);
      expect(unpublished).toMatchObject({ method: 'PUT', summary: 'unpublished “Worded”' });

      // What the content service's schedule writes when an essay goes out (its own tests publish one so).
      await db.query(`INSERT INTO content.audit_events (summary, path) VALUES ($1, $2)`, [
        'published “Later” on schedule',
        '/essay/later',
      ]);
      const copied = (await audit('?pageSize=200')).filter((e) => e.summary === 'published “Later” on schedule');
      expect(copied).toEqual([
        expect.objectContaining({ userId: null, userName: null, method: '', path: '/essay/later', status: 200 }),
      ]);
      expect((await audit('?pageSize=200')).filter((e) => e.path === '/essay/later')).toHaveLength(1);
    });

    it('records an admin action with who, what, when, from where and the outcome, and never a password', async () => {
      const before = Date.now();
      await seed
        .admin('post', '/api/admin/not-an-operation')
        .set('user-agent', 'audit-test/1.0')
        .send({ name: 'Kept', password: 'never-stored-9', nested: { resetToken: 'hidden' } })
        .expect(404);
      const entry = await auditEntry((e) => e.path === '/api/admin/not-an-operation');
      expect(entry).toMatchObject({
        method: 'POST',
        status: 404,
        userEmail: 'admin@test.local',
        userName: expect.any(String),
        userAgent: 'audit-test/1.0',
        ip: expect.stringMatching(/127\.0\.0\.1/),
        details: { name: 'Kept', password: '[redacted]', nested: { resetToken: '[redacted]' } },
      });
      expect(entry.userId).toEqual(expect.any(Number));
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
      const [{ stored }] = (
        await db.query(
          `SELECT count(*)::int AS stored FROM gateway.audit_log WHERE details::text LIKE '%never-stored-9%'`,
        )
      ).rows;
      expect(stored).toBe(0);
    });

    it("records a reader's refused attempt, never a visitor's, and leaves plain reads out", async () => {
      await seed.reader('post', '/api/admin/import').send({}).expect(403);
      await seed.visitor('post', '/api/admin/import').send({}).expect(401);
      await seed.admin('get', '/api/admin/users').expect(200);
      const refused = await auditEntry((e) => e.path === '/api/admin/import' && e.status === 403);
      expect(refused.userEmail).toBe('olga@example.org');
      // Refused before its handler ran, it still carries the operation's documented summary.
      expect(refused.summary).toMatch(/^Import an archive of all content/);
      const entries = await audit('?pageSize=200');
      expect(entries.filter((e) => e.path === '/api/admin/import' && e.status === 401)).toEqual([]);
      expect(entries.filter((e) => e.method === 'GET' && e.path === '/api/admin/users')).toEqual([]);
    });

    it('is filtered by user and path and paged, newest first; admins only', async () => {
      await auditEntry((e) => e.status === 403);
      const byReader = await audit('?user=olga');
      expect(byReader.length).toBeGreaterThan(0);
      expect(byReader.every((e) => e.userEmail === 'olga@example.org')).toBe(true);
      const byPath = await audit('?path=not-an-operation');
      expect(byPath.map((e) => e.path)).toEqual(['/api/admin/not-an-operation']);
      const page = (await seed.admin('get', '/api/admin/audit?page=1&pageSize=1').expect(200)).body as AuditPage;
      expect(page).toMatchObject({ page: 1, pageSize: 1 });
      expect(page.items).toHaveLength(1);
      expect(page.total).toBeGreaterThan(1);
      const all = await audit();
      expect([...all].sort((a, b) => b.at.localeCompare(a.at))).toEqual(all);
      await seed.admin('get', '/api/admin/audit?pageSize=1000').expect(400);
      await seed.visitor('get', '/api/admin/audit').expect(401);
      await seed.reader('get', '/api/admin/audit').expect(403);
    });
  });

  describe('export and import of all content', () => {
    it('exports one archive with a manifest and each service under its folder, and records it', async () => {
      const files = await exported();
      const names = Object.keys(files);
      expect(JSON.parse(strFromU8(files['manifest.json']))).toMatchObject({
        format: 'commonplace-export',
        version: 1,
        parts: ['content', 'learn'],
      });
      expect(names).toEqual(
        expect.arrayContaining(['content/topics.json', 'content/library/books.json', 'content/podcast/episodes.json']),
      );
      expect(names.some((name) => /^content\/essays\/.+\.md$/.test(name))).toBe(true);
      expect(names.some((name) => /^content\/journal\/.+\.md$/.test(name))).toBe(true);
      expect(names.some((name) => /^learn\/quizzes\/.+\.json$/.test(name))).toBe(true);
      const entry = await auditEntry((e) => e.path === '/api/admin/export');
      expect(entry).toMatchObject({ method: 'GET', status: 200, summary: 'Download all content as an archive' });
    });

    it('restores altered content across services from the archive, and says what changed', async () => {
      const files = await exported();
      const archive = zipSync(files);
      const { slug, title } = (
        await db.query(`SELECT slug, title FROM content.essays WHERE status = 'published' ORDER BY id LIMIT 1`)
      ).rows[0];
      await db.query(`UPDATE content.essays SET title = 'Vandalised' WHERE slug = $1`, [slug]);
      await db.query(`UPDATE learn.quizzes SET title = 'Vandalised' WHERE slug = 'physics-concepts'`);

      const dry = (await imported(archive, '?dryRun=true').expect(200)).body as ImportSummary;
      expect(dry.applied).toBe(false);
      expect((await seed.visitor('get', `/api/essays/${slug}`).expect(200)).body.title).toBe('Vandalised');

      const summary = (await imported(archive).expect(200)).body as ImportSummary;
      expect(summary.applied).toBe(true);
      const kinds = Object.fromEntries(summary.parts.flatMap((part) => part.kinds.map((k) => [k.kind, k])));
      expect(kinds.essays).toMatchObject({ created: 0, updated: 1 });
      expect(kinds.quizzes).toMatchObject({ created: 0, updated: 1 });
      expect((await seed.visitor('get', `/api/essays/${slug}`).expect(200)).body.title).toBe(title);
      expect((await seed.visitor('get', '/api/elearning/quizzes/physics-concepts').expect(200)).body.title).not.toBe(
        'Vandalised',
      );
      const entry = await auditEntry(
        (e) => e.path === '/api/admin/import' && e.status === 200 && /^Imported/.test(e.summary),
      );
      expect(entry.summary).toMatch(/essays 1 changed/);

      const again = (await imported(archive).expect(200)).body as ImportSummary;
      for (const kind of again.parts.flatMap((part) => part.kinds))
        expect(kind).toMatchObject({ created: 0, updated: 0 });
    });

    it('takes the archive as the file of a form, as the admin screen sends it', async () => {
      const archive = zipSync(await exported());
      const response = await seed
        .admin('post', '/api/admin/import')
        .attach('archive', Buffer.from(archive), { filename: 'site.zip', contentType: 'application/zip' })
        .expect(200);
      expect((response.body as ImportSummary).applied).toBe(true);
    });

    it('refuses a malformed archive with a clear 400 and changes nothing in any service', async () => {
      expect((await imported(strToU8('not a zip')).expect(400)).body.message).toBe(
        'The file is not a readable zip archive.',
      );
      expect((await imported(zipSync({ 'content/topics.json': strToU8('[]') })).expect(400)).body.message).toMatch(
        /no manifest\.json/,
      );
      const manifest = strToU8(
        JSON.stringify({ format: 'commonplace-export', version: 1, parts: ['content', 'learn'] }),
      );
      const quiz = strToU8(
        JSON.stringify({
          slug: 'half-imported',
          title: 'Half imported',
          questions: [{ id: 'q1', kind: 'true-false', prompt: 'True?', answer: true }],
        }),
      );
      const broken = zipSync({
        'manifest.json': manifest,
        'learn/quizzes/half-imported.json': quiz,
        'content/essays/broken.md': strToU8('---\ndate: 2026-01-01\n---\nNo title.'),
      });
      const refused = await imported(broken).expect(400);
      expect(refused.body.message).toMatch(/^content: essays\/broken\.md: /);
      await seed.admin('get', '/api/admin/quizzes/half-imported').expect(404);
      const { rows } = await db.query(`SELECT 1 FROM learn.quizzes WHERE slug = 'half-imported'`);
      expect(rows).toEqual([]);
      await seed.admin('post', '/api/admin/import').send({ archive: 'x' }).expect(400);
    });
  });
});
