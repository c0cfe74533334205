import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parse } from '@retorquere/bibtex-parser';
import type { LibraryDocument, LibraryDocumentSummary, Paper, PaperList } from '@site/contracts';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import request from 'supertest';
import { SITEMAP_FILES } from '../src/features/feeds/public-paths.js';
import { DOCUMENTS_MEDIA_DIR } from '../src/features/library/documents/academic-seeder.js';
import { startContent } from './content-app.js';

const SITE = 'http://localhost:8080';
const FULL_TITLE = 'Incompleteness Without Mysticism: What Gödel’s Theorems Do and Do Not Show';

describe('the library’s papers, documents and "cited in" on PostgreSQL', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  const api = () => request(app.getHttpAdapter().getInstance().server);
  const papers = async (query = '') => {
    const response = await api().get(`/api/library/papers${query}`).expect(200);
    expect(Number(response.headers['x-total-count'])).toBe((response.body as PaperList).total);
    return response.body as PaperList;
  };

  beforeAll(async () => {
    db = await createTestDatabase('content_library_academic');
    app = await startContent(db.url);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('lists the seeded papers and lecture notes newest first, with citations and the PDF of those that have one', async () => {
    const { items, total } = await papers();
    expect(total).toBe(6);
    const dates = items.map((paper) => paper.publishedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const incompleteness = items.find((paper) => paper.slug === 'incompleteness-without-mysticism') as Paper;
    expect(incompleteness).toMatchObject({
      kind: 'paper',
      authors: [{ given: 'Iris', family: 'Calloway' }],
      year: 2025,
      doi: null,
      documentName: 'incompleteness-without-mysticism',
      pdfUrl: expect.stringMatching(/^\/media\/documents\/incompleteness-without-mysticism\.[0-9a-f]{8}\.pdf$/),
    });
    expect(incompleteness.citations.bibtex).toMatch(/^@article\{Calloway2025incompleteness,/);
    expect(incompleteness.citations.ris).toMatch(/^TY {2}- JOUR\n[\s\S]*\nER {2}-$/);
    expect(incompleteness.citations.apa).toContain(`${SITE}/library/document/incompleteness-without-mysticism`);
    const comma = items.find((paper) => paper.slug === 'the-pythagorean-comma-a-worked-account') as Paper;
    expect(comma).toMatchObject({ documentName: null, pdfUrl: null });
    expect(comma.citations.apa).toContain(`${SITE}/library/academic#the-pythagorean-comma-a-worked-account`);
    // Every seeded DOI is null: the notes are unpublished and no identifier is invented for them.
    expect(items.every((paper) => paper.doi === null)).toBe(true);
  });

  it('filters by kind, topic and words (by prefix, in title, authors, venue or abstract)', async () => {
    const notes = await papers('?kind=lecture-notes');
    expect(notes.total).toBe(3);
    expect(notes.items.every((paper) => paper.kind === 'lecture-notes')).toBe(true);
    expect((await papers('?topic=Musicology')).items.map((paper) => paper.slug)).toEqual([
      'the-pythagorean-comma-a-worked-account',
    ]);
    expect((await papers('?q=reinhol')).items.map((paper) => paper.slug)).toEqual(['attention-as-a-scarce-quantity']);
    expect((await papers('?q=harvester%20ants&kind=lecture-notes')).total).toBe(1);
    expect(await papers('?q=harvester&kind=paper')).toEqual({ items: [], total: 0 });
    expect(await papers('?page=2')).toEqual({ items: [], total: 6 });
  });

  it('answers 400 with a message for a bad kind, page or filter', async () => {
    for (const [query, message] of [
      ['?kind=book', /kind must be one of/],
      ['?page=0', /page must be at least 1/],
      ['?page=two', /page must be a whole number/],
      ['?topic=a&topic=b', /topic/],
      [`?q=${'x'.repeat(201)}`, /q must be at most 200/],
      ['?q=%00', /q|not valid/],
    ] as const) {
      const response = await api().get(`/api/library/papers${query}`).expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(message);
    }
  });

  it('lists the documents, two PDFs and two markdown, each with its file measured and its outline', async () => {
    const documents = (await api().get('/api/library/documents').expect(200)).body as LibraryDocumentSummary[];
    expect(documents.map((document) => [document.name, document.format]).sort()).toEqual([
      ['a-reading-guide-to-hermeneutics', 'markdown'],
      ['incompleteness-without-mysticism', 'pdf'],
      ['notes-on-information-and-surprise', 'markdown'],
      ['notes-on-physical-and-lived-time', 'pdf'],
    ]);
    // A paper's full text is titled as the paper is cited.
    for (const { paper, title } of documents) expect(title).toBe(paper?.title ?? 'A Reading Guide to Hermeneutics');
    for (const document of documents) {
      expect(document).not.toHaveProperty('html');
      const file = path.join(DOCUMENTS_MEDIA_DIR, document.fileUrl.replace('/media/documents/', ''));
      expect(document.byteLength).toBe((await stat(file)).size);
      expect(document.outline.length).toBeGreaterThan(2);
      expect(document.pageCount === null).toBe(document.format === 'markdown');
    }
  });

  it('answers a PDF with its page count and page-numbered outline, its paper and the essays citing it', async () => {
    const document = (await api().get('/api/library/documents/notes-on-physical-and-lived-time').expect(200))
      .body as LibraryDocument;
    expect(document).toMatchObject({ format: 'pdf', pageCount: 4, html: null });
    expect(document.outline[0]).toEqual({ title: 'Session one: what a clock measures', level: 1, target: '1' });
    expect(document.outline.map((entry) => entry.target)).toContain('4');
    expect(document.paper?.slug).toBe('two-clocks-lecture-notes');
    expect(document.citedIn).toEqual([
      {
        kind: 'essay',
        title: 'Two Clocks: The Time of Physics and the Time We Live',
        href: '/essay/two-clocks-the-time-of-physics-and-the-time-we-live',
      },
    ]);
  });

  it('answers a markdown document with html whose headings carry the outline’s ids', async () => {
    const document = (await api().get('/api/library/documents/a-reading-guide-to-hermeneutics').expect(200))
      .body as LibraryDocument;
    expect(document).toMatchObject({ format: 'markdown', pageCount: null, paper: null });
    expect(document.outline[0]).toEqual({ title: 'Why a guide', level: 1, target: 'why-a-guide' });
    expect(document.outline).toContainEqual({ title: 'Schleiermacher', level: 2, target: 'schleiermacher' });
    for (const entry of document.outline) expect(document.html).toContain(`id="${entry.target}"`);
  });

  it('serves each document’s file from the media route, with byte ranges and long-lived caching', async () => {
    const documents = (await api().get('/api/library/documents').expect(200)).body as LibraryDocumentSummary[];
    for (const document of documents) {
      const whole = await api().get(document.fileUrl).buffer(true).expect(200);
      expect(whole.headers['content-type']).toMatch(
        document.format === 'pdf' ? /^application\/pdf/ : /^text\/markdown/,
      );
      expect(whole.headers['cache-control']).toContain('immutable');
      expect(Number(whole.headers['content-length'])).toBe(document.byteLength);
    }
    const pdf = documents.find((document) => document.format === 'pdf') as LibraryDocumentSummary;
    const start = await api().get(pdf.fileUrl).set('Range', 'bytes=0-7').buffer(true).expect(206);
    expect(start.headers['content-range']).toBe(`bytes 0-7/${pdf.byteLength}`);
    expect(Buffer.from(start.body as Buffer).toString('latin1')).toMatch(/^%PDF-1\.\d/);
  });

  it('answers 404 for an unknown document and 400 for a name no document can have', async () => {
    const missing = await api().get('/api/library/documents/no-such-document').expect(404);
    expect(missing.body.message).toBe('Document not found');
    const bad = await api().get('/api/library/documents/Not_A_Name').expect(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/name must be a document name/);
  });

  it('lists the essays citing an item, a link into a document counting for the document', async () => {
    const cited = async (href: string) =>
      (await api().get('/api/library/cited-in').query({ href }).expect(200)).body as { href: string }[];
    expect(await cited('/library/academic#the-pythagorean-comma-a-worked-account')).toEqual([
      {
        kind: 'essay',
        title: 'The Comma That Will Not Close: Music and the Mathematics of Tuning',
        href: '/essay/the-comma-that-will-not-close-music-and-the-mathematics-of-tuning',
      },
    ]);
    expect(await cited('/library/document/incompleteness-without-mysticism#page=2')).toEqual([
      expect.objectContaining({ href: '/essay/what-proof-cannot-reach' }),
    ]);
    expect(await cited('/library/books#nothing-cites-this')).toEqual([]);
    expect(await cited('/essays')).toEqual([]);
    await api().get('/api/library/cited-in').expect(400);
    await api().get('/api/library/cited-in?href=library').expect(400);
  });

  it('lists every document’s page in the pages sitemap', async () => {
    const sitemap = (await api().get(`/${SITEMAP_FILES.pages}`).expect(200)).text;
    expect(sitemap).toContain(`<loc>${SITE}/library/academic</loc>`);
    for (const name of ['incompleteness-without-mysticism', 'a-reading-guide-to-hermeneutics']) {
      expect(sitemap).toContain(`<loc>${SITE}/library/document/${name}</loc>`);
    }
  });

  it('gives a paper’s document the paper’s one full title, in its BibTeX too', async () => {
    const document = (await api().get('/api/library/documents/incompleteness-without-mysticism').expect(200))
      .body as LibraryDocument;
    expect(document.title).toBe(FULL_TITLE);
    const [bibtex] = parse(document.paper?.citations.bibtex ?? '').entries;
    expect(String(bibtex.fields.title).normalize('NFC')).toBe(FULL_TITLE);
  });
});
