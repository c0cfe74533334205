import { MarkdownRenderer } from '@site/markdown-render';
import { FakeEssays } from '../../../test/fakes/fake-essays.js';
import { ESSAY_LIST_MAX, EssaysService } from './essays.service.js';

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
    service = new EssaysService(essays.asRepository(), new MarkdownRenderer());
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
      limit: ESSAY_LIST_MAX,
      offset: 0,
    });
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

  it('serves an essay as sanitised HTML, counting the view, with a description from the body', async () => {
    const essay = await service.view('proof');
    expect(essay).toMatchObject({ slug: 'proof', viewCount: 5, tags: ['mathematics', 'mind'], topics: [] });
    expect(essay?.html).toContain('<h2>Limits</h2>');
    expect(essay?.description).toBe('What a proof reaches, and what it cannot. Limits');
  });

  it('answers null for an unknown or malformed slug, and counts nothing', async () => {
    expect(await service.view('no-such-essay')).toBeNull();
    expect(await service.view("proof' OR 1=1")).toBeNull();
    expect(essays.rows.map((essay) => essay.viewCount)).toEqual([0, 4]);
  });

  it('counts tags, commonest first', async () => {
    expect(await service.tagCounts()).toEqual([
      { name: 'mind', count: 2 },
      { name: 'grief', count: 1 },
      { name: 'mathematics', count: 1 },
    ]);
  });
});
