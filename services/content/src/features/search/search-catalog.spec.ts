import { CONTENT_SEARCH } from './search-catalog.js';

describe('CONTENT_SEARCH', () => {
  it('finds essays, journal entries, topics, library items and podcast episodes, each linked to its own page, a moment named by its time', () => {
    const { kinds, urlFor, placeTitle } = CONTENT_SEARCH;
    expect(kinds).toEqual(['essay', 'journal', 'topic', 'library', 'episode']);
    expect(urlFor.essay('two-clocks')).toBe('/essay/two-clocks');
    expect(urlFor.journal('2025-06-14-swifts-over-the-allotment')).toBe(
      '/journal/2025-06-14-swifts-over-the-allotment',
    );
    expect(urlFor.topic('Cognitive Science')).toBe('/topic/Cognitive%20Science');
    expect(urlFor.library('document:on-measure')).toBe('/library/document/on-measure');
    expect(urlFor.episode('why-we-keep-notebooks@30')).toBe('/podcast/episode/why-we-keep-notebooks?t=30');
    expect(placeTitle.episode?.('why-we-keep-notebooks@30')).toBe('0:30');
  });
});
