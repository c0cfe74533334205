import type { Essay, EssayDetail, EssayViewCount } from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { EssaysRepository } from '../src/features/essays/essays.repository.js';
import type { EssaySeed } from '../src/features/seed/essay-files.js';
import { contentOn } from './content-app.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** Essays added beside the seed, so each case knows exactly what it reads. */
const essay = (slug: string, date: string, changes: Partial<EssaySeed> = {}): EssaySeed => ({
  slug,
  title: `Title of ${slug}`,
  date,
  excerpt: '',
  body: words(10),
  tags: [],
  topics: [],
  viewCount: 0,
  ...changes,
});

const FIXTURES: EssaySeed[] = [
  essay('long-read', '2020-05-05', { body: words(2 * 230 + 1) }),
  // The oldest and newest of all, and two on one day (the later added, with the higher id, is the newer).
  essay('oldest-of-all', '1900-01-01'),
  essay('same-day-first', '1900-01-02'),
  essay('same-day-second', '1900-01-02'),
  essay('newest-of-all', '2200-01-01'),
  // Related: the reader shares three things with close, two with near, one each with the last two.
  essay('reader', '2020-01-01', { tags: ['zz-one', 'zz-two', 'zz-three'], topics: ['Musicology'] }),
  essay('close', '2019-01-01', { tags: ['zz-one', 'zz-two'], topics: ['Musicology'] }),
  essay('near', '2019-06-01', { tags: ['zz-one', 'zz-two'] }),
  essay('one-newer', '2099-01-01', { tags: ['zz-three'] }),
  essay('one-older', '1950-01-01', { tags: ['zz-three'] }),
  // Its slug is the id of the first seeded essay: the slug wins.
  essay('1', '2020-02-02', { title: 'Digits as a slug' }),
  essay('read-by-olga', '2020-04-04'),
  essay('s'.repeat(200), '2020-03-03', { title: 'The longest slug' }),
];

describe.each(SUITE_STORES)('the essay page’s data on %s', (kind) => {
  const app = contentOn(kind, 'essay_page');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  /** As a browser at this address calls it (X-Forwarded-For, as the gateway sets it). */
  const asBrowser = (call: request.Test, ip: string, userAgent: string | null) => {
    call.set('X-Forwarded-For', ip);
    return userAgent === null ? call : call.set('User-Agent', userAgent);
  };
  const read = (name: string, ip = '203.0.113.7', userAgent: string | null = FIREFOX) =>
    asBrowser(api().get(`/api/essays/${name}`), ip, userAgent);
  const detail = async (name: string) => (await read(name).expect(200)).body as EssayDetail;
  /** The essay page's view of the essay, as the browser at this address sends it. */
  const view = (name: string, ip = '203.0.113.7', userAgent: string | null = FIREFOX) =>
    asBrowser(api().post(`/api/essays/${name}/views`), ip, userAgent);
  const viewCount = async (name: string, ip?: string, userAgent?: string | null) =>
    ((await view(name, ip, userAgent).expect(200)).body as EssayViewCount).viewCount;

  beforeAll(async () => {
    await app().get(EssaysRepository).addMissing(FIXTURES);
  });

  it('gives the reading time at about 230 words a minute, at least one', async () => {
    expect((await detail('long-read')).readingMinutes).toBe(3);
    expect((await detail('oldest-of-all')).readingMinutes).toBe(1);
  });

  it('links the next older and newer essay, with none past either end', async () => {
    const oldest = await detail('oldest-of-all');
    expect(oldest.previous).toBeNull();
    expect(oldest.next).toEqual({ slug: 'same-day-first', title: 'Title of same-day-first' });
    const first = await detail('same-day-first');
    expect(first.previous?.slug).toBe('oldest-of-all');
    expect(first.next?.slug).toBe('same-day-second');
    const newest = await detail('newest-of-all');
    expect(newest.next).toBeNull();
    const before = await detail(newest.previous!.slug);
    expect(before.next?.slug).toBe('newest-of-all');
    expect(before.date <= newest.date).toBe(true);
  });

  it('relates up to three essays sharing the most topics and tags, newest first among equals', async () => {
    const reader = await detail('reader');
    expect(reader.related).toEqual([
      { slug: 'close', title: 'Title of close', date: '2019-01-01' },
      { slug: 'near', title: 'Title of near', date: '2019-06-01' },
      { slug: 'one-newer', title: 'Title of one-newer', date: '2099-01-01' },
    ]);
    expect((await detail('oldest-of-all')).related).toEqual([]);
  });

  it('finds an essay by its numeric id when no essay has those digits as its slug', async () => {
    const { id, slug } = await detail('near');
    expect((await detail(String(id))).slug).toBe(slug);
    expect((await detail('1')).title).toBe('Digits as a slug');
    const notFound = await read('999999999').expect(404);
    expect(notFound.body.message).toBe('Essay not found');
  });

  it('counts one view per visitor and day, and none for bots or clients without a user agent', async () => {
    expect(await viewCount('one-older')).toBe(1);
    expect(await viewCount('one-older')).toBe(1);
    expect(await viewCount('one-older', '198.51.100.2')).toBe(2);
    expect(await viewCount('one-older', '198.51.100.3', GOOGLEBOT)).toBe(2);
    expect(await viewCount('one-older', '198.51.100.4', null)).toBe(2);
    expect((await detail('one-older')).viewCount).toBe(2);
    const list = (await api().get('/api/essays?tag=zz-three').expect(200)).body as Essay[];
    expect(list.find((row) => row.slug === 'one-older')?.viewCount).toBe(2);
  });

  it('counts no view for reading the essay, whoever reads it', async () => {
    await read('close').expect(200);
    await read('close', '198.51.100.5').expect(200);
    await read('close', '198.51.100.6', GOOGLEBOT).expect(200);
    expect((await detail('close')).viewCount).toBe(0);
    expect(await viewCount('close')).toBe(1);
  });

  it('counts a signed-in reader once a day on every device and address', async () => {
    const asOlga = (ip: string) =>
      view('read-by-olga', ip).set(IDENTITY_HEADER, signIdentity({ userId: 7, isAdmin: false }, 'integration-secret'));
    expect(((await asOlga('203.0.113.20').expect(200)).body as EssayViewCount).viewCount).toBe(1);
    expect(((await asOlga('198.51.100.21').expect(200)).body as EssayViewCount).viewCount).toBe(1);
  });

  it('counts a view of an essay named by its numeric id', async () => {
    const { id } = await detail('near');
    expect(await viewCount(String(id))).toBe(1);
    expect(await viewCount('near', '198.51.100.7')).toBe(2);
  });

  it.each([
    ['an unknown essay', 404, 'no-such-essay'],
    ['an id no essay has', 404, '999999999'],
    ['capitals', 400, 'Not-A-Slug'],
    ['quotes', 400, encodeURIComponent("near' OR '1'='1")],
    ['a NUL byte', 400, '%00'],
    ['a name over 200 characters', 400, 'x'.repeat(201)],
  ])('answers a view of %s with %i and a message', async (_case, status, name) => {
    const response = await view(name).expect(status);
    expect(JSON.stringify(response.body.message)).toMatch(/\w/);
  });

  it('finds an essay whose slug has the full 200 characters', async () => {
    expect((await detail('s'.repeat(200))).title).toBe('The longest slug');
  });

  it.each([
    ['a name over 200 characters', 400, 'x'.repeat(201)],
    ['a name past what the router takes', 414, 'x'.repeat(1001)],
    ['capitals', 404, 'Not-A-Slug'],
    ['a NUL byte', 404, '%00'],
    ['quotes', 404, encodeURIComponent("near' OR '1'='1")],
    ['an id past the integer range', 404, '99999999999'],
  ])('answers %s with %i and a message, never 500', async (_case, status, name) => {
    const response = await read(name).expect(status);
    expect(JSON.stringify(response.body.message)).toMatch(/\w/);
  });
});
