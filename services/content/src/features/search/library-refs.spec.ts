import { episodeMomentTitle, episodeRef, episodeUrl, libraryRef, libraryUrl } from './library-refs.js';

describe('library references', () => {
  it('opens each shelf at its item, and a document on its own page', () => {
    expect(libraryUrl(libraryRef('book', 'godel-escher-bach'))).toBe('/library/books#godel-escher-bach');
    expect(libraryUrl(libraryRef('paper', 'notes-on-proof'))).toBe('/library/academic#notes-on-proof');
    expect(libraryUrl(libraryRef('audio', 'a-lecture'))).toBe('/library/audio#a-lecture');
    expect(libraryUrl(libraryRef('document', 'on-measure'))).toBe('/library/document/on-measure');
  });

  it('sends a reference of no known shelf to the library', () => {
    expect(libraryUrl('shelf:nothing')).toBe('/library');
    expect(libraryUrl('no-shelf')).toBe('/library');
  });
});

describe('episode references', () => {
  it('opens an episode, or a transcript line at its second', () => {
    expect(episodeUrl(episodeRef('why-we-keep-notebooks'))).toBe('/podcast/episode/why-we-keep-notebooks');
    expect(episodeUrl(episodeRef('why-we-keep-notebooks', 12.7))).toBe('/podcast/episode/why-we-keep-notebooks?t=12');
    expect(episodeUrl(episodeRef('why-we-keep-notebooks', 0))).toBe('/podcast/episode/why-we-keep-notebooks?t=0');
  });

  it('names a transcript line by the time it was said', () => {
    expect(episodeMomentTitle(episodeRef('why-we-keep-notebooks', 75.4))).toBe('1:15');
    expect(episodeMomentTitle(episodeRef('why-we-keep-notebooks', 3725))).toBe('1:02:05');
  });
});
