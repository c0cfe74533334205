import { FakeEssays } from '../../../test/fakes/fake-essays.js';
import { ESSAY_PAGE_SIZE, ESSAY_PAGE_SIZE_MAX } from '@site/contracts';
import { EssaysService } from './essays.service.js';

describe('EssaysService', () => {
  let essays: FakeEssays;
  let service: EssaysService;

  beforeEach(() => {
    essays = new FakeEssays();
    essays.add({ slug: 'on-grief', title: 'On Grief', tags: ['grief', 'mind'], topics: ['Psychology'] });
    essays.add({
      slug: 'proof',
      title: 'Proof',
      excerpt: '',
      body: 'What a proof reaches, and **what it cannot**.\n\n## Limits',
      viewCount: 4,
      tags: ['mathematics', 'mind'],
    });
    service = new EssaysService(essays.asRepository());
  });

  it('lists essays as list rows with the full count, newest first by default and bounded', async () => {
    const page = await service.list({});
    expect(page.total).toBe(2);
    expect(Object.keys(page.items[0]).sort()).toEqual(['date', 'excerpt', 'id', 'slug', 'title', 'viewCount']);
    expect(essays.asked[0]).toEqual({
      tsQuery: null,
      tag: undefined,
      topic: undefined,
      sortBy: 'date',
      limit: ESSAY_PAGE_SIZE,
      offset: 0,
    });
  });

  it('asks for the rows of the page, and never more than the most a page may hold', async () => {
    await service.list({ page: 3, pageSize: 5 });
    await service.list({ page: 2, pageSize: 1000 });
    expect(essays.asked.map(({ limit, offset }) => [limit, offset])).toEqual([
      [5, 10],
      [ESSAY_PAGE_SIZE_MAX, ESSAY_PAGE_SIZE_MAX],
    ]);
  });

  it('turns what a reader typed into a prefix search of words only', async () => {
    await service.list({ query: "Attention's ethic & | !:*", sortBy: 'title' });
    await service.list({ query: "' & | !" });
    expect(essays.asked.map((criteria) => [criteria.tsQuery, criteria.sortBy])).toEqual([
      ['attention:* & s:* & ethic:*', 'title'],
      [null, 'date'],
    ]);
  });

  it('filters by tag and topic', async () => {
    expect((await service.list({ tag: 'grief' })).items.map((essay) => essay.slug)).toEqual(['on-grief']);
    expect((await service.list({ topic: 'Psychology', tag: 'mathematics' })).total).toBe(0);
  });

  it('counts tags, commonest first', async () => {
    expect(await service.tagCounts()).toEqual([
      { name: 'mind', count: 2 },
      { name: 'grief', count: 1 },
      { name: 'mathematics', count: 1 },
    ]);
  });
});
