import { publicationOf, PublicationError } from './publication.js';

const now = new Date('2026-11-23T10:00:00Z');
const earlier = new Date('2026-01-05T08:00:00Z');

describe('publicationOf', () => {
  it('publishes a new essay now, on today', () => {
    expect(publicationOf(null, 'published', undefined, now)).toEqual({
      status: 'published',
      publishedAt: now,
      date: '2026-11-23',
    });
  });

  it('keeps the first publication time when a published essay is edited or a draft is published again', () => {
    expect(publicationOf({ status: 'published', publishedAt: earlier }, 'published', null, now).publishedAt).toBe(
      earlier,
    );
    expect(publicationOf({ status: 'draft', publishedAt: earlier }, 'published', null, now).date).toBe('2026-01-05');
  });

  it('publishes a scheduled essay now when the author publishes it early', () => {
    const later = new Date('2026-12-01T00:00:00Z');
    expect(publicationOf({ status: 'scheduled', publishedAt: later }, 'published', null, now).publishedAt).toBe(now);
  });

  it('schedules at a future time, dated by it, and refuses a missing or past one', () => {
    expect(publicationOf(null, 'scheduled', '2026-12-24T18:30:00Z', now)).toEqual({
      status: 'scheduled',
      publishedAt: new Date('2026-12-24T18:30:00Z'),
      date: '2026-12-24',
    });
    expect(() => publicationOf(null, 'scheduled', null, now)).toThrow(PublicationError);
    expect(() => publicationOf(null, 'scheduled', '2026-11-23T09:59:00Z', now)).toThrow(/in the future/);
  });

  it('keeps an unpublished essay’s old publication time and forgets a schedule', () => {
    expect(publicationOf({ status: 'published', publishedAt: earlier }, 'draft', null, now).publishedAt).toBe(earlier);
    const later = new Date('2026-12-01T00:00:00Z');
    expect(publicationOf({ status: 'scheduled', publishedAt: later }, 'draft', null, now)).toEqual({
      status: 'draft',
      publishedAt: null,
      date: '2026-11-23',
    });
  });
});
