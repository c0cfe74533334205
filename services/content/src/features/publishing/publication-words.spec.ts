import type { PublicationState } from './publication.js';
import { publicationWords, scheduledPublicationWords } from './publication-words.js';

const at = (iso: string) => new Date(iso);
const draft: PublicationState = { status: 'draft', publishedAt: null };
const published: PublicationState = { status: 'published', publishedAt: at('2026-11-01T08:00:00Z') };
const scheduled: PublicationState = { status: 'scheduled', publishedAt: at('2026-12-01T09:00:00Z') };

test('says what a save did to where the essay stands, in the author’s words', () => {
  expect(publicationWords(null, published, 'On Attention')).toBe('published “On Attention”');
  expect(publicationWords(draft, published, 'On Attention')).toBe('published “On Attention”');
  expect(publicationWords(scheduled, published, 'On Attention')).toBe('published “On Attention”');
  expect(publicationWords(draft, scheduled, 'On Attention')).toBe('scheduled “On Attention” for 2026-12-01 09:00 UTC');
  expect(publicationWords(scheduled, { ...scheduled, publishedAt: at('2026-12-02T10:30:00Z') }, 'On Attention')).toBe(
    'scheduled “On Attention” for 2026-12-02 10:30 UTC',
  );
  expect(publicationWords(published, { ...draft, publishedAt: published.publishedAt }, 'On Attention')).toBe(
    'unpublished “On Attention”',
  );
  expect(publicationWords(scheduled, draft, 'On Attention')).toBe('unscheduled “On Attention”');
});

test('names a scheduled essay that went out by itself', () => {
  expect(scheduledPublicationWords('On Attention')).toBe('published “On Attention” on schedule');
});

test('has no words for a save that leaves the essay where it stood', () => {
  expect(publicationWords(null, draft, 'On Attention')).toBeNull();
  expect(publicationWords(draft, draft, 'On Attention')).toBeNull();
  expect(publicationWords(published, published, 'On Attention')).toBeNull();
  expect(publicationWords(scheduled, scheduled, 'On Attention')).toBeNull();
});
