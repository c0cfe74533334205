import {
  BOOK_COVER_WRONG_TYPE_TEXT,
  BOOK_DATES_ORDER_TEXT,
  type AdminBook,
  type AdminBookInput,
  type AdminBookRow,
  type AdminShelf,
  type Book,
  type BookList,
  type Shelf,
} from '@site/contracts';
import { AUDIT_SUMMARY_HEADER, IDENTITY_HEADER, parseAuditSummary, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import { bytesBody } from '@site/service-kit/testing/text-body';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BookSeeder } from '../src/features/library/books/book-seeder.js';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);

const POLYA: AdminBookInput = {
  title: 'How to Solve It',
  author: 'George Pólya',
  year: 1945,
  isbn: '0-691-16407-X',
  status: 'to-read',
  shelves: [],
  topics: ['Mathematics', 'Pedagogy'],
  notes: 'Working backwards, the *heuretic* way.',
  quotes: [{ text: 'Understand the problem.' }, { text: 'Look at the unknown!', page: 23 }],
};

/** The address of a book's generated cover, whatever version of its title it shows. */
const generated = (slug: string) => expect.stringMatching(new RegExp(`^/cards/books/${slug}\\?v=[0-9a-f]{8}$`));

const picture = (width: number, height: number, background = '#305070') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe.each(SUITE_STORES)('books in the admin area on %s', (kind) => {
  const app = contentOn(kind, 'content_admin_books');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const asAdmin = <T extends request.Test>(test: T) => test.set(IDENTITY_HEADER, admin());
  const words = (answer: request.Response) => parseAuditSummary(answer.headers[AUDIT_SUMMARY_HEADER]);
  const sql = <T>(query: string): Promise<T[]> => app().get(DataSource).query(query);
  const count = async (table: string, where = 'true') =>
    (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0].n;
  const storedCovers = () => count('content.media_files', `kind = 'books'`);

  const create = async (input: AdminBookInput) =>
    (await asAdmin(api().post('/api/admin/library/books')).send(input).expect(201)).body as AdminBook;
  const save = (id: number | string, input: AdminBookInput) =>
    asAdmin(api().put(`/api/admin/library/books/${id}`)).send(input);
  const makeShelf = async (name: string, description = '') =>
    (await asAdmin(api().post('/api/admin/library/shelves')).send({ name, description }).expect(201))
      .body as AdminShelf;
  const readerBooks = async (query = '') =>
    ((await api().get(`/api/library/books${query}`).expect(200)).body as BookList).items;
  const readerBook = async (slug: string) => (await readerBooks()).find((book) => book.slug === slug);
  const uploadCover = (id: number, bytes: Buffer, name = 'cover.png') =>
    asAdmin(api().put(`/api/admin/library/books/${id}/cover`)).attach('file', bytes, name);

  it('answers 401 to visitors and 403 to readers', async () => {
    for (const [method, url] of [
      ['get', '/api/admin/library/books'],
      ['post', '/api/admin/library/books'],
      ['get', '/api/admin/library/books/meditations'],
      ['put', '/api/admin/library/books/1'],
      ['delete', '/api/admin/library/books/1'],
      ['put', '/api/admin/library/books/1/cover'],
      ['delete', '/api/admin/library/books/1/cover'],
      ['get', '/api/admin/library/shelves'],
      ['post', '/api/admin/library/shelves'],
      ['put', '/api/admin/library/shelves/order'],
      ['put', '/api/admin/library/shelves/1'],
      ['delete', '/api/admin/library/shelves/1'],
    ] as const) {
      await api()[method](url).expect(401);
      await api()[method](url).set(IDENTITY_HEADER, reader()).expect(403);
    }
  });

  it('adds a book on a new shelf, which readers find on that shelf at once, then moves and deletes it', async () => {
    const shelf = await asAdmin(api().post('/api/admin/library/shelves'))
      .send({ name: 'Logic', description: 'Proofs, paradoxes and the limits of both.' })
      .expect(201);
    expect(shelf.body).toMatchObject({ slug: 'logic', name: 'Logic', bookCount: 0 });
    expect(words(shelf)).toBe('made the shelf “Logic”');

    const added = await asAdmin(api().post('/api/admin/library/books'))
      .send({ ...POLYA, shelves: ['logic'] })
      .expect(201);
    const book = added.body as AdminBook;
    expect(words(added)).toBe('added the book “How to Solve It”');
    expect(book).toMatchObject({
      slug: 'how-to-solve-it',
      isbn: '9780691164076',
      status: 'to-read',
      shelves: ['logic'],
      coverUrl: generated('how-to-solve-it'),
      coverUploaded: false,
      path: '/library/books#how-to-solve-it',
      quotes: [{ text: 'Understand the problem.' }, { text: 'Look at the unknown!', page: 23 }],
    });

    const onShelf = await readerBooks('?shelf=logic');
    expect(onShelf.map((item) => item.slug)).toEqual(['how-to-solve-it']);
    expect(onShelf[0]).toMatchObject({
      isbn: '9780691164076',
      coverUrl: generated('how-to-solve-it'),
      topics: ['Mathematics', 'Pedagogy'],
    });
    expect(onShelf[0].notesHtml).toContain('<em>heuretic</em>');
    const shelves = (await api().get('/api/library/shelves').expect(200)).body as Shelf[];
    expect(shelves.find((item) => item.slug === 'logic')).toMatchObject({ kind: 'own', count: 1 });
    const rows = (await asAdmin(api().get('/api/admin/library/books')).expect(200)).body as AdminBookRow[];
    expect(rows[0]).toMatchObject({ id: book.id, status: 'to-read', shelves: ['logic'] });

    const moved = await save(book.id, {
      ...POLYA,
      status: 'read',
      startedOn: '2026-01-04',
      finishedOn: '2026-02-11',
      rating: 5,
      shelves: ['logic', 'desert-island'],
      quotes: [{ text: 'Look at the unknown!', page: 23 }, { text: 'Understand the problem.' }],
    }).expect(200);
    expect(words(moved)).toBe('moved “How to Solve It” to Read');
    expect(await readerBook('how-to-solve-it')).toMatchObject({
      status: 'read',
      finishedOn: '2026-02-11',
      rating: 5,
      shelves: ['desert-island', 'logic'],
      quotes: [{ text: 'Look at the unknown!', page: 23 }, { text: 'Understand the problem.' }],
    });
    const found = await api().get('/search?q=heuretic&kinds=library&limit=5').expect(200);
    expect(found.body.hits[0]).toMatchObject({ url: '/library/books#how-to-solve-it' });

    const coverBefore = (await readerBook('how-to-solve-it'))!.coverUrl;
    // By its slug, the title changed: the slug stays, and a field left out is emptied.
    const edited = await save('how-to-solve-it', {
      ...POLYA,
      title: 'How to Solve It: A New Aspect',
      status: 'to-read',
    });
    expect(edited.status).toBe(200);
    expect(words(edited)).toBe('moved “How to Solve It: A New Aspect” to To read');
    expect(edited.body).toMatchObject({ slug: 'how-to-solve-it', rating: null, shelves: [], quotes: POLYA.quotes });
    // The generated cover shows the new title under a new address, so no cache keeps the old one.
    const coverAfter = (await readerBook('how-to-solve-it'))!.coverUrl;
    expect(coverAfter).not.toBe(coverBefore);
    await api().get(coverAfter).expect(200).expect('content-type', 'image/png');

    const taken = await asAdmin(api().post('/api/admin/library/books')).send(POLYA).expect(409);
    expect(taken.body.message).toBe(
      'Another book already has the slug "how-to-solve-it". Change the title or give the book another slug.',
    );
    const removed = await asAdmin(api().delete(`/api/admin/library/books/${book.id}`)).expect(204);
    expect(words(removed)).toBe('removed the book “How to Solve It: A New Aspect”');
    await asAdmin(api().get(`/api/admin/library/books/${book.id}`)).expect(404);
    expect(await readerBook('how-to-solve-it')).toBeUndefined();
    const gone = await api().get('/search?q=heuretic&kinds=library&limit=5').expect(200);
    expect(gone.body.hits).toEqual([]);
  });

  it('refuses a wrong ISBN and dates out of order with their message, storing nothing', async () => {
    const before = await count('content.books');
    const wrong = await asAdmin(api().post('/api/admin/library/books'))
      .send({ ...POLYA, title: 'A Wrong Number', isbn: '978-0-521-29038-7' })
      .expect(400);
    expect(wrong.body.message).toBe(
      'The check digit of ISBN 978-0-521-29038-7 is wrong: it should end in 8. Check it for a typo.',
    );
    const dates = await asAdmin(api().post('/api/admin/library/books'))
      .send({ ...POLYA, title: 'Backwards', status: 'read', startedOn: '2026-03-02', finishedOn: '2026-03-01' })
      .expect(400);
    expect(dates.body.message).toBe(BOOK_DATES_ORDER_TEXT);
    const shelf = await asAdmin(api().post('/api/admin/library/books'))
      .send({ ...POLYA, title: 'Nowhere', shelves: ['attic'] })
      .expect(400);
    expect(shelf.body.message).toBe('There is no shelf "attic".');
    expect(await count('content.books')).toBe(before);
  });

  it('takes an uploaded cover for readers, refusing text named .png, and goes back to the generated one', async () => {
    const book = await create({ ...POLYA, title: 'Covered', isbn: null });
    const before = await storedCovers();
    const text = await uploadCover(book.id, Buffer.from('Only words here, not an image.\n'.repeat(40)), 'cover.png');
    expect([text.status, text.body.message]).toEqual([400, BOOK_COVER_WRONG_TYPE_TEXT]);
    expect(await storedCovers()).toBe(before);
    expect((await readerBook('covered'))?.coverUrl).toEqual(generated('covered'));

    const uploaded = await uploadCover(book.id, await picture(900, 1100)).expect(200);
    expect(words(uploaded)).toBe('uploaded a cover for “Covered”');
    const { coverUrl } = uploaded.body as AdminBook;
    expect(coverUrl).toMatch(/^\/media\/books\/covered-[0-9a-f]{10}\.webp$/);
    expect(uploaded.body.coverUploaded).toBe(true);
    expect((await readerBook('covered'))?.coverUrl).toBe(coverUrl);
    const served = await api().get(coverUrl).buffer(true).parse(bytesBody).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 600]);
    expect(await storedCovers()).toBe(before + 1);

    // The replaced cover goes: no one else uses it.
    const replaced = (await uploadCover(book.id, await picture(400, 600, '#702030')).expect(200)).body as AdminBook;
    expect(replaced.coverUrl).not.toBe(coverUrl);
    expect(await storedCovers()).toBe(before + 1);
    await api().get(coverUrl).expect(404);

    const back = await asAdmin(api().delete(`/api/admin/library/books/${book.id}/cover`)).expect(200);
    expect(words(back)).toBe('gave “Covered” its generated cover again');
    expect(back.body).toMatchObject({ coverUrl: generated('covered'), coverUploaded: false });
    expect((await readerBook('covered'))?.coverUrl).toEqual(generated('covered'));
    expect(await storedCovers()).toBe(before);
  });

  it('makes, renames, reorders and takes down shelves, the books staying', async () => {
    const refused = await asAdmin(api().post('/api/admin/library/shelves'))
      .send({ name: 'To Read', description: '' })
      .expect(400);
    expect(refused.body.message).toBe('“To Read” is taken by the status shelf To read. Choose another name.');
    const poetry = await makeShelf('Poetry');
    await asAdmin(api().post('/api/admin/library/shelves')).send({ name: 'poetry!', description: '' }).expect(409);
    const book = await create({ ...POLYA, title: 'Leaves of Grass', isbn: null, shelves: ['poetry'] });

    const renamed = await asAdmin(api().put(`/api/admin/library/shelves/${poetry.id}`))
      .send({ name: 'Verse', description: 'Lines that scan.' })
      .expect(200);
    expect(words(renamed)).toBe('renamed the shelf “Poetry” to “Verse”');
    expect(renamed.body).toMatchObject({ slug: 'poetry', name: 'Verse', bookCount: 1 });

    const shelves = (await asAdmin(api().get('/api/admin/library/shelves')).expect(200)).body as AdminShelf[];
    const order = [poetry.id, ...shelves.map((shelf) => shelf.id).filter((id) => id !== poetry.id)];
    await asAdmin(api().put('/api/admin/library/shelves/order'))
      .send({ shelfIds: order.slice(1) })
      .expect(400);
    const reordered = await asAdmin(api().put('/api/admin/library/shelves/order'))
      .send({ shelfIds: order })
      .expect(200);
    expect(words(reordered)).toBe('put the shelves in a new order');
    const own = ((await api().get('/api/library/shelves').expect(200)).body as Shelf[]).filter((s) => s.kind === 'own');
    expect(own[0]).toMatchObject({ slug: 'poetry', name: 'Verse' });

    const down = await asAdmin(api().delete(`/api/admin/library/shelves/${poetry.id}`)).expect(204);
    expect(words(down)).toBe('removed the shelf “Verse”');
    expect((await asAdmin(api().get(`/api/admin/library/books/${book.id}`)).expect(200)).body.shelves).toEqual([]);
    await api().get('/api/library/books?shelf=poetry').expect(400);
  });

  it('keeps a removed shipped book and shelf removed when the seed runs again', async () => {
    await asAdmin(api().delete('/api/admin/library/books/meditations')).expect(204);
    const shipped = ((await asAdmin(api().get('/api/admin/library/shelves')).expect(200)).body as AdminShelf[]).find(
      (shelf) => shelf.slug === 'desert-island',
    )!;
    await asAdmin(api().delete(`/api/admin/library/shelves/${shipped.id}`)).expect(204);
    await app().get(BookSeeder).seed();
    expect(await count('content.books', `slug = 'meditations'`)).toBe(0);
    expect(await count('content.library_shelves', `slug = 'desert-island'`)).toBe(0);
  });

  it('carries the ISBN and the uploaded cover in the site archive, and takes an archive from before them', async () => {
    const book = await create({ ...POLYA, title: 'Archived', isbn: '978-0-465-02656-2' });
    const { coverUrl } = (await uploadCover(book.id, await picture(500, 700)).expect(200)).body as AdminBook;
    const part = '/api/admin/transfer/content';
    const files = unzipSync((await asAdmin(api().get(part)).buffer(true).parse(bytesBody).expect(200)).body as Buffer);
    const records = JSON.parse(strFromU8(files['library/books.json'])) as Record<string, unknown>[];
    expect(records.find((record) => record.slug === 'archived')).toMatchObject({
      isbn: '9780465026562',
      cover: coverUrl,
    });
    expect(files[coverUrl.slice(1)]).toBeDefined();

    const unchanged = await asAdmin(api().post(`${part}?dryRun=true`))
      .set('content-type', 'application/zip')
      .send(Buffer.from(zipSync(files)))
      .expect(200);
    expect(unchanged.body.kinds.find((report: { kind: string }) => report.kind === 'books')).toMatchObject({
      created: 0,
      updated: 0,
    });

    const older = records.map(({ isbn: _isbn, cover: _cover, ...record }) => record);
    const old = await asAdmin(api().post(part))
      .set('content-type', 'application/zip')
      .send(Buffer.from(zipSync({ ...files, 'library/books.json': strToU8(JSON.stringify(older)) })))
      .expect(200);
    expect(old.body.kinds.find((report: { kind: string }) => report.kind === 'books')).toMatchObject({ updated: 1 });
    const after = (await asAdmin(api().get(`/api/admin/library/books/${book.id}`)).expect(200)).body as AdminBook;
    expect(after).toMatchObject({ isbn: null, coverUploaded: false });
    expect((await readerBook('archived')) as Book).toMatchObject({ coverUrl: generated('archived') });
  });
});
