import { audioObjectLd, isoDurationOf, podcastEpisodeLd, podcastSeriesLd } from './structured-data.js';

describe('isoDurationOf', () => {
  it.each([
    [0, 'PT0S'],
    [42.4, 'PT42S'],
    [60, 'PT1M'],
    [70.1, 'PT1M10S'],
    [3725, 'PT1H2M5S'],
    [7200, 'PT2H'],
  ])('%s s is %s', (seconds, duration) => expect(isoDurationOf(seconds)).toBe(duration));
});

describe('podcast JSON-LD', () => {
  it('describes a series with its feed', () => {
    expect(
      podcastSeriesLd({
        name: 'Show',
        url: 'https://example.org/podcast',
        description: 'About.',
        image: 'https://example.org/art.png',
        webFeed: 'https://example.org/podcast/feed.xml',
        author: 'Someone',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'PodcastSeries',
      name: 'Show',
      url: 'https://example.org/podcast',
      description: 'About.',
      image: 'https://example.org/art.png',
      webFeed: 'https://example.org/podcast/feed.xml',
      author: { '@type': 'Person', name: 'Someone' },
    });
  });

  it('describes an episode with its file and series', () => {
    const episode = podcastEpisodeLd({
      name: 'One',
      url: 'https://example.org/podcast/episode/one',
      description: 'First.',
      datePublished: '2026-09-15T07:00:00.000Z',
      episodeNumber: 1,
      audioUrl: 'https://example.org/media/audio/one.mp3',
      durationSeconds: 70.1,
      image: 'https://example.org/art.png',
      series: { name: 'Show', url: 'https://example.org/podcast' },
    });
    expect(episode).toMatchObject({
      '@type': 'PodcastEpisode',
      episodeNumber: 1,
      timeRequired: 'PT1M10S',
      associatedMedia: {
        '@type': 'AudioObject',
        contentUrl: 'https://example.org/media/audio/one.mp3',
        encodingFormat: 'audio/mpeg',
        duration: 'PT1M10S',
      },
      partOfSeries: { '@type': 'PodcastSeries', name: 'Show', url: 'https://example.org/podcast' },
    });
  });

  it('describes a library recording as an AudioObject', () => {
    expect(
      audioObjectLd({
        name: 'Lecture',
        url: 'https://example.org/library/audio#lecture',
        description: 'Short.',
        contentUrl: 'https://example.org/media/audio/lecture.mp3',
        durationSeconds: 42,
        uploadDate: '2026-08-22T09:00:00.000Z',
        speaker: 'Someone',
      }),
    ).toMatchObject({ '@type': 'AudioObject', duration: 'PT42S', author: { '@type': 'Person', name: 'Someone' } });
  });
});
