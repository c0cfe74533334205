import { SEARCH_HIT_PARTS_MAX, type ServiceSearchAnswer } from '@site/contracts';
import { SearchRepository, type SearchDocument } from '@site/service-kit';
import { STORE_KINDS } from '@site/service-kit/testing';
import request from 'supertest';
import { contentOn } from './content-app.js';

const doc = (ref: string, fields: Partial<SearchDocument>): SearchDocument => ({
  kind: 'journal',
  ref,
  title: ref,
  date: '2026-01-01',
  tags: [],
  excerpt: '',
  body: '',
  ...fields,
});

/** Documents with invented words, so only they can match the queries that use them. */
const FIXTURES = [
  doc('title-match', { title: 'Zorblatt rising', body: 'A quiet morning with nothing in it.' }),
  doc('body-match', { title: 'A long walk', body: 'On the way home I thought about the zorblatt again.' }),
  doc('phrase', { title: 'Motion', body: 'The quuxify second law of motion holds.' }),
  doc('reversed', { title: 'Order', body: 'The quuxify law came second, after the first.' }),
  doc('script', { title: 'Markup', body: 'The flimflam x<y & "z" <script>alert(1)</script> stays text.' }),
];

/** An episode and the lines of its transcript, each said at ten seconds a line. */
const episode = (slug: string, title: string, lines: string[]): SearchDocument[] => [
  doc(slug, { kind: 'episode', title, excerpt: `An episode called ${title}.` }),
  ...lines.map((body, position) =>
    doc(`${slug}@${position * 10}`, {
      kind: 'episode',
      title: '',
      body,
      partOf: { kind: 'episode', ref: slug, position },
    }),
  ),
];

/** One episode named by an invented word and one that says it in five lines (one of them twice). */
const EPISODES = [
  ...episode('wibbleton-named', 'Wibbleton hours', ['Nothing said here.', 'A wibbleton once.']),
  ...episode('wibbleton-said', 'Another show', [
    'Wibbleton at the start.',
    'Nothing here.',
    'A wibbleton, then another wibbleton.',
    'Wibbleton again.',
    'And wibbleton.',
    'Last, wibbleton.',
  ]),
];

describe.each(STORE_KINDS)('content search on %s', (kind) => {
  const app = contentOn(kind, 'content_search');
  const search = async (query: string, status = 200) =>
    (await request(app().getHttpAdapter().getInstance().server).get(`/search?${query}`).expect(status))
      .body as ServiceSearchAnswer;
  const q = (text: string, more = 'limit=10') => search(`q=${encodeURIComponent(text)}&${more}`);
  const refs = (answer: ServiceSearchAnswer) => answer.hits.map((hit) => hit.id);

  beforeAll(async () => {
    await app()
      .get(SearchRepository)
      .upsert([...FIXTURES, ...EPISODES]);
  });

  it('indexes the seeded essays, journal entries and active topics, each with its link', async () => {
    const essays = await q('entropy');
    expect(
      essays.hits.find((hit) => hit.id === 'surprise-measured-shannon-and-the-shape-of-information'),
    ).toMatchObject({
      kind: 'essay',
      url: '/essay/surprise-measured-shannon-and-the-shape-of-information',
    });
    const journal = await q('swifts allotment');
    expect(journal.hits[0]).toMatchObject({
      kind: 'journal',
      id: '2025-06-14-swifts-over-the-allotment',
      title: 'Swifts Over the Allotment',
      url: '/journal/2025-06-14-swifts-over-the-allotment',
      date: '2025-06-14',
    });
    const topic = await q('cognitive science', 'kinds=topic&limit=5');
    expect(topic.hits[0]).toMatchObject({ kind: 'topic', id: 'Cognitive Science', url: '/topic/Cognitive%20Science' });
  });

  it('finds library items, and an episode by a transcript line, with the moment opening it at that second', async () => {
    const books = await q('Hofstadter', 'kinds=library&limit=5');
    expect(books.hits[0]).toMatchObject({ kind: 'library', url: expect.stringMatching(/^\/library\/books#/) });
    const said = await q('"sermons and letters"', 'kinds=episode&limit=5');
    expect(said.hits).toHaveLength(1);
    expect(said.hits[0]).toMatchObject({
      kind: 'episode',
      id: 'why-keep-a-commonplace-book',
      url: '/podcast/episode/why-keep-a-commonplace-book',
      parts: [{ title: '0:14', url: '/podcast/episode/why-keep-a-commonplace-book?t=14' }],
    });
    expect(said.hits[0].parts[0].snippet).toContain('<mark>sermons</mark>');
  });

  it('answers an episode that matches in many lines once, with its best moments in the order they are said', async () => {
    const answer = await q('wibbleton');
    expect(refs(answer)).toEqual(['wibbleton-named', 'wibbleton-said']);
    expect(answer.counts.episode).toBe(2);
    const [named, said] = answer.hits;
    expect(named.rank).toBeGreaterThan(said.rank);
    expect(named.parts.map((part) => part.title)).toEqual(['0:10']);
    expect(said.parts).toHaveLength(SEARCH_HIT_PARTS_MAX);
    // The line saying it twice ranks first; the rest tie, so the earliest are taken.
    expect(said.parts.map((part) => part.url)).toEqual([
      '/podcast/episode/wibbleton-said?t=0',
      '/podcast/episode/wibbleton-said?t=20',
      '/podcast/episode/wibbleton-said?t=30',
    ]);
    expect(said.parts.map((part) => part.title)).toEqual(['0:00', '0:20', '0:30']);
    expect(said.parts[1].snippet).toBe('<mark>wibbleton</mark>, then another <mark>wibbleton</mark>');
    expect(await q('wibbleton', 'limit=0')).toMatchObject({ counts: { episode: 2 } });
  });

  it('keeps "daily practice" to one result for the episode of that name, beside the essay of that name', async () => {
    for (const text of ['daily practice', '"daily practice"']) {
      const answer = await q(text);
      const episodes = answer.hits.filter((hit) => hit.kind === 'episode');
      expect(episodes.filter((hit) => hit.id === 'doubt-as-a-daily-practice')).toHaveLength(1);
      expect(answer.hits.every((hit) => !hit.id.includes('@'))).toBe(true);
      expect(answer.hits.find((hit) => hit.id === 'doubt-as-a-daily-practice' && hit.kind === 'essay')).toMatchObject({
        title: 'Doubt as a Daily Practice',
        url: '/essay/doubt-as-a-daily-practice',
      });
      const all = await q(text, 'limit=50');
      expect(all.counts.episode).toBe(all.hits.filter((hit) => hit.kind === 'episode').length);
      const { parts } = all.hits.find((hit) => hit.kind === 'episode' && hit.id === 'doubt-as-a-daily-practice')!;
      expect(parts.length).toBeGreaterThan(0);
      for (const part of parts) {
        expect(part.url).toMatch(/^\/podcast\/episode\/doubt-as-a-daily-practice\?t=\d+$/);
        expect(part.snippet).toMatch(/<mark>daily<\/mark>.*<mark>practice<\/mark>/);
      }
    }
  });

  it('ranks a title match above a body match, between 0 and 1', async () => {
    const answer = await q('zorblatt');
    expect(refs(answer)).toEqual(['title-match', 'body-match']);
    expect(answer.hits[0].rank).toBeGreaterThan(answer.hits[1].rank);
    expect(answer.hits[1].rank).toBeGreaterThan(0);
    expect(answer.hits[0].rank).toBeLessThan(1);
  });

  it('reads quotes as a phrase, -word as an exclusion and or as either', async () => {
    expect(refs(await q('quuxify second law')).sort()).toEqual(['phrase', 'reversed']);
    expect(refs(await q('"second law" quuxify'))).toEqual(['phrase']);
    expect(refs(await q('"quuxify second law"'))).toEqual(['phrase']);
    expect(refs(await q('"law of motion"'))).toEqual(['phrase']);
    expect(refs(await q('quuxify -"second law"'))).toEqual(['reversed']);
    expect(refs(await q('"law second"'))).toEqual([]);
    expect(refs(await q('zorblatt -rising'))).toEqual(['body-match']);
    expect(refs(await q('zorblatt or flimflam')).sort()).toEqual(['body-match', 'script', 'title-match']);
  });

  it('marks the matched words and escapes everything else in the snippet', async () => {
    const [hit] = (await q('flimflam')).hits;
    expect(hit.snippet).toContain('<mark>flimflam</mark>');
    expect(hit.snippet).toContain('x&lt;y &amp; &quot;z&quot;');
    expect(hit.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it('counts every kind it owns, whatever kinds it answers hits of; limit 0 answers counts alone', async () => {
    const answer = await q('zorblatt', 'kinds=topic&limit=10');
    expect(answer.hits).toEqual([]);
    expect(answer.counts).toEqual({ essay: 0, journal: 2, topic: 0, library: 0, episode: 0 });
    const countsOnly = await q('zorblatt', 'limit=0');
    expect(countsOnly).toEqual({
      hits: [],
      counts: { essay: 0, journal: 2, topic: 0, library: 0, episode: 0 },
      suggestion: null,
    });
  });

  it('offers the closest known word when nothing matches', async () => {
    const answer = await q('entrophy');
    expect(answer.hits).toEqual([]);
    expect(answer.suggestion?.text).toBe('entropy');
    expect(answer.suggestion?.score).toBeGreaterThan(0.4);
    expect((await q('qwxzv')).suggestion).toBeNull();
  });

  it.each([
    ['"', 200],
    ['-', 200],
    ['&|!():*<>', 200],
    ["'; DROP TABLE content.search_documents; --", 200],
    ['or', 200],
    ['"unclosed phrase', 200],
  ])('answers odd input %j without an error', async (text, status) => {
    const answer = await search(`q=${encodeURIComponent(text)}&limit=5`, status);
    expect(Array.isArray(answer.hits)).toBe(true);
  });

  it.each([
    ['q=%00&limit=5', /q/],
    ['q=a%00b&limit=5', /q/],
    ['q=%20%20&limit=5', /blank/],
    [`q=${'a'.repeat(201)}&limit=5`, /at most 200/],
    ['q=a&q=b&limit=5', /q/],
    ['limit=5', /q/],
    ['q=a&kinds=essay,bogus&limit=5', /kinds/],
    ['q=a&limit=-1', /limit/],
    ['q=a&limit=1001', /limit/],
    ['q=a', /limit/],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const body = (await search(query, 400)) as unknown as { message: string | string[] };
    expect(String(body.message)).toMatch(message);
  });
});
