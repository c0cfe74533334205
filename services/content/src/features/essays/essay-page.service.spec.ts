import { MarkdownRenderer } from '@site/markdown-render';
import { FakeEssays } from '../../../test/fakes/fake-essays.js';
import type { EssayNeighboursRepository } from './essay-neighbours.repository.js';
import { EssayPageService } from './essay-page.service.js';
import type { ViewCounter } from './view-counter.js';
import type { Reader } from './visitor-key.js';

const READER: Reader = { caller: null, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox/128.0' };

describe('EssayPageService', () => {
  let essays: FakeEssays;
  let counted: { essayId: number; reader: Reader }[];
  /** What the view counter answers: whether it took the read. */
  let takes: boolean;
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
    takes = true;
    const views = {
      count: async (essayId: number, reader: Reader) => {
        counted.push({ essayId, reader });
        return takes;
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

  describe('detail', () => {
    it('serves an essay as sanitised HTML with a description from the body, counting no view', async () => {
      const essay = await service.detail('proof');
      expect(essay).toMatchObject({ slug: 'proof', viewCount: 4, tags: ['mathematics', 'mind'], topics: [] });
      expect(essay?.html).toContain('<h2>Limits</h2>');
      expect(essay?.description).toBe('What a proof reaches, and what it cannot. Limits');
      expect(counted).toEqual([]);
    });

    it('adds the reading time, the neighbours and the related essays', async () => {
      expect(await service.detail('proof')).toMatchObject({
        readingMinutes: 1,
        previous: { slug: 'on-grief', title: 'On Grief' },
        next: null,
        related: [{ slug: 'on-grief', title: 'On Grief', date: '2025-01-01' }],
      });
    });

    it('finds an essay by its numeric id too', async () => {
      expect((await service.detail('2'))?.slug).toBe('proof');
    });

    it('answers null for an unknown or malformed slug', async () => {
      expect(await service.detail('no-such-essay')).toBeNull();
      expect(await service.detail("proof' OR 1=1")).toBeNull();
    });
  });

  describe('recordView', () => {
    it('asks the counter about the reader and answers the count with the view it took', async () => {
      expect(await service.recordView('proof', READER)).toEqual({ viewCount: 5 });
      expect(counted).toEqual([{ essayId: 2, reader: READER }]);
    });

    it('answers the count as it stands when the counter does not take the read', async () => {
      takes = false;
      expect(await service.recordView('proof', READER)).toEqual({ viewCount: 4 });
    });

    it('finds the essay by its numeric id too', async () => {
      expect(await service.recordView('1', READER)).toEqual({ viewCount: 1 });
      expect(counted.map(({ essayId }) => essayId)).toEqual([1]);
    });

    it('answers null for an unknown essay and counts nothing', async () => {
      expect(await service.recordView('no-such-essay', READER)).toBeNull();
      expect(counted).toEqual([]);
    });
  });
});
