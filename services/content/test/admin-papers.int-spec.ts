import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BIBTEX_EMPTY_TEXT,
  citationMeta,
  DOI_PROBLEM_TEXT,
  PAPER_PDF_WRONG_TYPE_TEXT,
  type AdminPaper,
  type AdminPaperInput,
  type AdminPaperRow,
  type BibtexPaper,
  type LibraryDocument,
  type Paper,
  type PaperList,
} from '@site/contracts';
import { AUDIT_SUMMARY_HEADER, IDENTITY_HEADER, parseAuditSummary, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import { bytesBody } from '@site/service-kit/testing/text-body';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SEED_DIR } from '../src/config.js';
import { paperFromBibtex } from '../src/features/admin-library/bibtex-paper.js';
import { AcademicSeeder, DOCUMENTS_MEDIA_DIR } from '../src/features/library/documents/academic-seeder.js';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
const SITE = 'http://localhost:8080';
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);

const BIBTEX = String.raw`@article{calloway_measure_2026,
  title = {Measure Without Tears},
  subtitle = {A Reader's Account of Null Sets},
  journaltitle = {Commonplace Working Papers},
  author = {Calloway, Iris and Reinholt, Tom{\'a}s},
  date = {2026-02-11},
  doi = {https://doi.org/10.5555/MEASURE.2026.7},
  abstract = {What it means for a set to have no size, told without the machinery.},
  keywords = {Mathematics, ethics},
}`;

/** The shipped PDFs, with the page counts their generator recorded. */
async function shippedPdfs(): Promise<{ bytes: Buffer; pageCount: number }[]> {
  const generated = JSON.parse(
    await readFile(path.join(SEED_DIR, 'library', 'documents', 'files.json'), 'utf8'),
  ) as Record<string, { file: string; pageCount?: number }>;
  return Promise.all(
    Object.values(generated)
      .filter(({ file }) => file.endsWith('.pdf'))
      .map(async ({ file, pageCount }) => ({
        bytes: await readFile(path.join(DOCUMENTS_MEDIA_DIR, file)),
        pageCount: pageCount!,
      })),
  );
}

describe.each(SUITE_STORES)('papers in the admin area on %s', (kind) => {
  const app = contentOn(kind, 'content_admin_papers');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const asAdmin = <T extends request.Test>(test: T) => test.set(IDENTITY_HEADER, admin());
  const sql = <T>(query: string) => app().get(DataSource).query<T[]>(query);
  const count = async (table: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const stored = async () => ({
    files: await count('content.media_files'),
    documents: await count('content.library_documents'),
  });
  const fromBibtex = async (bibtex: string) =>
    (await asAdmin(api().post('/api/admin/library/papers/from-bibtex')).send({ bibtex }).expect(200))
      .body as BibtexPaper;
  const create = (input: AdminPaperInput) => asAdmin(api().post('/api/admin/library/papers')).send(input);
  const uploadPdf = (id: number | string, bytes: Buffer, name = 'paper.pdf') =>
    asAdmin(api().put(`/api/admin/library/papers/${id}/pdf`)).attach('file', bytes, name);
  const published = async (slug: string) =>
    ((await api().get('/api/library/papers?q=measure').expect(200)).body as PaperList).items.find(
      (paper) => paper.slug === slug,
    );
  const input = (parsed: BibtexPaper): AdminPaperInput => {
    const { missing: _missing, ...fields } = parsed;
    return fields;
  };

  it('answers 401 to visitors and 403 to readers', async () => {
    for (const [method, url] of [
      ['get', '/api/admin/library/papers'],
      ['post', '/api/admin/library/papers'],
      ['post', '/api/admin/library/papers/from-bibtex'],
      ['get', '/api/admin/library/papers/1'],
      ['put', '/api/admin/library/papers/1'],
      ['delete', '/api/admin/library/papers/1'],
      ['put', '/api/admin/library/papers/1/pdf'],
    ] as const) {
      await api()[method](url).expect(401);
      await api()[method](url).set(IDENTITY_HEADER, reader()).expect(403);
    }
  });

  it('reads pasted BibTeX as the editor’s fields, and refuses text that is none with a clear message', async () => {
    expect(await fromBibtex(BIBTEX)).toEqual({
      slug: 'measure-without-tears-a-reader-s-account-of-null-sets',
      kind: 'paper',
      title: "Measure Without Tears: A Reader's Account of Null Sets",
      authors: [
        { given: 'Iris', family: 'Calloway' },
        { given: 'Tomás', family: 'Reinholt' },
      ],
      venue: 'Commonplace Working Papers',
      publishedOn: '2026-02-11',
      abstract: 'What it means for a set to have no size, told without the machinery.',
      doi: '10.5555/measure.2026.7',
      url: null,
      topics: ['Mathematics'],
      missing: [],
    });
    const none = await asAdmin(api().post('/api/admin/library/papers/from-bibtex'))
      .send({ bibtex: 'Calloway, I. (2026). Measure without tears.' })
      .expect(400);
    expect(none.body.message).toBe(BIBTEX_EMPTY_TEXT);
    const broken = await asAdmin(api().post('/api/admin/library/papers/from-bibtex'))
      .send({ bibtex: '@article{k, title = {Unclosed' })
      .expect(400);
    expect(broken.body.message).toMatch(/^The BibTeX could not be read \(.*line 1.*\)\. Check its braces/);
  });

  it('adds a paper from BibTeX, which readers, citations and search have at once; a taken slug is a 409', async () => {
    const fields = input(await fromBibtex(BIBTEX));
    const wrongDoi = await create({ ...fields, doi: 'doi-less' }).expect(400);
    expect([wrongDoi.body.message].flat()).toEqual([DOI_PROBLEM_TEXT]);
    await create({ ...fields, authors: [] }).expect(400);

    const created = await create({ ...fields, doi: 'https://doi.org/10.5555/MEASURE.2026.7' }).expect(201);
    expect(parseAuditSummary(created.headers[AUDIT_SUMMARY_HEADER])).toBe(
      "added the paper “Measure Without Tears: A Reader's Account of Null Sets”",
    );
    const paper = created.body as AdminPaper;
    expect(paper).toMatchObject({
      slug: fields.slug,
      doi: '10.5555/measure.2026.7',
      document: null,
      path: `/library/academic#${fields.slug}`,
    });

    const shown = (await published(fields.slug)) as Paper;
    expect(shown).toMatchObject({ title: fields.title, authors: fields.authors, pdfUrl: null });
    // The BibTeX export keeps the one full title, subtitle and all.
    expect(paperFromBibtex(shown.citations.bibtex)).toMatchObject({
      title: fields.title,
      authors: fields.authors,
      doi: '10.5555/measure.2026.7',
    });
    const found = await api().get('/search?q=measure%20without%20tears&kinds=library&limit=5').expect(200);
    expect(found.body.hits[0]).toMatchObject({ id: `paper:${fields.slug}`, url: `/library/academic#${fields.slug}` });

    const taken = await create({ ...fields, title: 'Another' }).expect(409);
    expect(taken.body.message).toBe(`Another paper already has the slug "${fields.slug}". Choose another.`);
    const rows = (await asAdmin(api().get('/api/admin/library/papers')).expect(200)).body as AdminPaperRow[];
    expect(rows.filter((row) => row.slug === fields.slug)).toHaveLength(1);
    expect((await asAdmin(api().get(`/api/admin/library/papers/${fields.slug}`)).expect(200)).body.id).toBe(paper.id);
  });

  it('stores an uploaded PDF as the paper’s document, served with its citation meta; a bad upload stores nothing', async () => {
    const fields = { ...input(await fromBibtex(BIBTEX)), slug: 'measure-in-print' };
    const paper = (await create(fields).expect(201)).body as AdminPaper;
    const [first, second] = await shippedPdfs();

    const before = await stored();
    const wrong = await uploadPdf(paper.id, Buffer.from('Plain text named as a PDF.\n'.repeat(40)), 'fake.pdf');
    expect([wrong.status, wrong.body.message]).toEqual([400, PAPER_PDF_WRONG_TYPE_TEXT]);
    expect(await stored()).toEqual(before);
    await uploadPdf(999_999, first.bytes).expect(404);
    expect(await stored()).toEqual(before);

    const uploaded = await uploadPdf(paper.slug, first.bytes).expect(200);
    expect(parseAuditSummary(uploaded.headers[AUDIT_SUMMARY_HEADER])).toBe(`uploaded the PDF of “${fields.title}”`);
    const { document, path: readerPath } = uploaded.body as AdminPaper;
    expect(document).toEqual({
      name: 'measure-in-print',
      format: 'pdf',
      fileUrl: expect.stringMatching(/^\/media\/documents\/measure-in-print\.[0-9a-f]{8}\.pdf$/),
      byteLength: first.bytes.length,
      pageCount: first.pageCount,
    });
    expect(readerPath).toBe('/library/document/measure-in-print');
    expect(await stored()).toEqual({ files: before.files + 1, documents: before.documents + 1 });

    const served = await api().get(document!.fileUrl).buffer(true).parse(bytesBody).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(served.body as Buffer).equals(first.bytes)).toBe(true);
    const reader = (await api().get('/api/library/documents/measure-in-print').expect(200)).body as LibraryDocument;
    expect(reader).toMatchObject({ title: fields.title, format: 'pdf', pageCount: first.pageCount });
    expect(reader.paper?.pdfUrl).toBe(document!.fileUrl);
    expect(citationMeta(reader.paper!, SITE)).toEqual(
      expect.arrayContaining([
        { name: 'citation_title', content: fields.title },
        { name: 'citation_author', content: 'Calloway, Iris' },
        { name: 'citation_doi', content: '10.5555/measure.2026.7' },
        { name: 'citation_pdf_url', content: `${SITE}${document!.fileUrl}` },
      ]),
    );
    // Its citations point readers without the DOI at the reader's page of the PDF.
    expect(reader.paper?.citations.bibtex).toContain(`${SITE}/library/document/measure-in-print`);
    expect((await published('measure-in-print'))?.documentName).toBe('measure-in-print');

    // Another PDF replaces the first, whose stored file goes; a wrong file leaves the document as it was.
    const replaced = (await uploadPdf(paper.id, second.bytes).expect(200)).body as AdminPaper;
    expect(replaced.document).toMatchObject({ name: 'measure-in-print', pageCount: second.pageCount });
    expect(await stored()).toEqual({ files: before.files + 1, documents: before.documents + 1 });
    await api().get(document!.fileUrl).expect(404);
    await uploadPdf(paper.id, Buffer.from('%%EOF only\n')).expect(400);
    expect((await asAdmin(api().get(`/api/admin/library/papers/${paper.id}`)).expect(200)).body.document).toEqual(
      replaced.document,
    );

    // A new title reaches the reader's page and the document's own title at once.
    const retitled = await asAdmin(api().put(`/api/admin/library/papers/${paper.id}`))
      .send({ ...fields, title: 'Measure in Print: A Second Edition' })
      .expect(200);
    expect(parseAuditSummary(retitled.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'edited the paper “Measure in Print: A Second Edition”',
    );
    const [{ title }] = await sql<{ title: string }>(
      `SELECT title FROM content.library_documents WHERE name = 'measure-in-print'`,
    );
    expect(title).toBe('Measure in Print: A Second Edition');

    const deleted = await asAdmin(api().delete(`/api/admin/library/papers/${paper.id}`)).expect(204);
    expect(parseAuditSummary(deleted.headers[AUDIT_SUMMARY_HEADER])).toBe(
      'deleted the paper “Measure in Print: A Second Edition”',
    );
    expect(await stored()).toEqual(before);
    await api().get('/api/library/documents/measure-in-print').expect(404);
    await api().get(replaced.document!.fileUrl).expect(404);
    expect(await published('measure-in-print')).toBeUndefined();
  });

  it('edits a shipped paper by its slug, keeping its shipped document', async () => {
    const slug = 'incompleteness-without-mysticism';
    const paper = (await asAdmin(api().get(`/api/admin/library/papers/${slug}`)).expect(200)).body as AdminPaper;
    expect(paper.document).toMatchObject({ name: slug, format: 'pdf' });
    const { id, document, path: _path, addedAt: _addedAt, ...fields } = paper;
    expect(document!.pageCount).toBeGreaterThan(0);
    await asAdmin(api().put(`/api/admin/library/papers/${id}`))
      .send({ ...fields, topics: ['Philosophy', 'Mathematics'] })
      .expect(200);
    const shown = (await api().get(`/api/library/documents/${slug}`).expect(200)).body as LibraryDocument;
    expect(shown.paper?.topics).toEqual(['Mathematics', 'Philosophy']);
    expect(shown.fileUrl).toBe(document!.fileUrl);
  });

  it('keeps the author’s edits and uploads through the next start’s seeding', async () => {
    const notes = (await asAdmin(api().get('/api/admin/library/papers/information-and-surprise-notes')).expect(200))
      .body as AdminPaper;
    expect(notes.document).toMatchObject({ name: 'notes-on-information-and-surprise', format: 'markdown' });
    const { id, document: _document, path: _path, addedAt: _addedAt, ...fields } = notes;
    await asAdmin(api().put(`/api/admin/library/papers/${id}`))
      .send({ ...fields, venue: 'A Venue of the Author’s' })
      .expect(200);
    const [pdf] = await shippedPdfs();
    const uploaded = (await uploadPdf(id, pdf.bytes).expect(200)).body as AdminPaper;
    expect(uploaded.document).toMatchObject({ name: 'notes-on-information-and-surprise', format: 'pdf' });

    await app().get(AcademicSeeder).seed();
    const after = (await asAdmin(api().get(`/api/admin/library/papers/${id}`)).expect(200)).body as AdminPaper;
    expect(after.venue).toBe('A Venue of the Author’s');
    expect(after.document).toEqual(uploaded.document);
  });
});
