import { MarkdownRenderer } from '@site/markdown-render';
import { FakeEssays } from '../../../test/fakes/fake-essays.js';
import type { EssayNeighboursRepository } from './essay-neighbours.repository.js';
import { EssayPageService } from './essay-page.service.js';
import type { ViewCounter } from './view-counter.js';
import type { Reader } from './visitor-key.js';

const READER: Reader = { caller: null, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox/128.0' };

describe('EssayPageService', () => {
  let essays: FakeEssays;
  let counted: number[];
  let service: EssayPageService;

  beforeEach(() => {
    essays = new FakeEssays();
    essays.add({ slug: 'on-grief' });
    essays.add({
      slug: 'proof',
      body: 'What a proof reaches, and **what it cannot**.\n\n## Limits',
      viewCount: 4,
      tags: ['mathematics', 'mind'],
    });
    counted = [];
    const views = {
      count: async (essayId: number) => {
        counted.push(essayId);
        return true;
      },
    };
    const neighbours = {
      around: async () => ({ previous: { slug: 'on-grief', title: 'On Grief' }, next: null }),
      related: async () => [{ slug: 'on-grief', title: 'On Grief', date: '2025-01-01' }],
    };
    service = new EssayPageService(
      essays.asRepository(),
      neighbours as unknown as EssayNeighboursRepository,
      views as unknown as ViewCounter,
      new MarkdownRenderer(),
    );
  });

  it('serves an essay as sanitised HTML, counting the view, with a description from the body', async () => {
    const essay = await service.view('proof', READER);
    expect(essay).toMatchObject({ slug: 'proof', viewCount: 5, tags: ['mathematics', 'mind'], topics: [] });
    expect(essay?.html).toContain('<h2>Limits</h2>');
    expect(essay?.description).toBe('What a proof reaches, and what it cannot. Limits');
    expect(counted).toEqual([2]);
  });

  it('adds the reading time, the neighbours and the related essays', async () => {
    expect(await service.view('proof', READER)).toMatchObject({
      readingMinutes: 1,
      previous: { slug: 'on-grief', title: 'On Grief' },
      next: null,
      related: [{ slug: 'on-grief', title: 'On Grief', date: '2025-01-01' }],
    });
  });

  it('finds an essay by its numeric id too', async () => {
    expect((await service.view('2', READER))?.slug).toBe('proof');
  });

  it('answers null for an unknown or malformed slug, and counts nothing', async () => {
    expect(await service.view('no-such-essay', READER)).toBeNull();
    expect(await service.view("proof' OR 1=1", READER)).toBeNull();
    expect(counted).toEqual([]);
    expect(essays.rows.map((essay) => essay.viewCount)).toEqual([0, 4]);
  });
});
