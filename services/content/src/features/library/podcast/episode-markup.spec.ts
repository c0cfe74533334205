import type { Episode, PodcastShow } from '@site/contracts';
import { episodeArticleHtml, formatClock, formatLength } from './episode-markup.js';

describe('clock and length, as the player shows them', () => {
  it.each([
    [7.9, '0:07'],
    [200, '3:20'],
    [3723, '1:02:03'],
    [-1, '0:00'],
  ])('%s s reads %s', (seconds, clock) => expect(formatClock(seconds)).toBe(clock));

  it.each([
    [45, '45 sec'],
    [70.1, '1 min'],
    [3900, '1 h 5 min'],
  ])('%s s lasts %s', (seconds, length) => expect(formatLength(seconds)).toBe(length));
});

describe('episodeArticleHtml', () => {
  const episode: Episode = {
    id: 1,
    slug: 'first',
    number: 1,
    title: 'Cats & <dogs>',
    publishedAt: '2026-09-15T07:00:00.000Z',
    summary: 'A summary.',
    audio: { url: '/media/audio/first.mp3', type: 'audio/mpeg', byteLength: 10, durationSeconds: 70 },
    notesHtml: '<p>Notes.</p>',
    chapters: [{ startSeconds: 0, title: 'Start' }],
    transcript: [{ startSeconds: 1.5, endSeconds: 3, speaker: 'Host', text: 'Hello <there>.' }],
    transcriptUrl: '/podcast/episodes/first/transcript.vtt',
    chaptersUrl: '/podcast/episodes/first/chapters.json',
    artworkUrl: '/media/podcast/art.png',
  };
  const show = { title: 'Show' } as PodcastShow;

  it('draws the header, notes, chapters and transcript with their text escaped', () => {
    const html = episodeArticleHtml(episode, show);
    expect(html).toContain('<h1>Cats &amp; &lt;dogs&gt;</h1>');
    expect(html).toContain('Episode 1 of Show');
    expect(html).toContain('<time datetime="2026-09-15T07:00:00.000Z">September 15, 2026</time><span>1 min</span>');
    expect(html).toContain('<div class="markdown library-episode__notes"><p>Notes.</p></div>');
    expect(html).toContain('<span class="library-episode__time">0:00</span><span>Start</span>');
    expect(html).toContain('<strong>Host: </strong>Hello &lt;there&gt;.');
  });

  it('leaves the chapters out when there are none', () => {
    expect(episodeArticleHtml({ ...episode, chapters: [] }, show)).not.toContain('Chapters');
  });
});
