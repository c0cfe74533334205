import type { Episode, PodcastShow } from '@site/contracts';
import { episodeArticleHtml } from './episode-markup.js';

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
    // The player keeps its place between the header and the notes.
    expect(html.indexOf('library-player')).toBeGreaterThan(html.indexOf('</header>'));
    expect(html.indexOf('library-player')).toBeLessThan(html.indexOf('episode-notes-title'));
    expect(html).toContain('<span class="library-episode__time">0:00</span><span>Start</span>');
    expect(html).toContain('<strong>Host: </strong>Hello &lt;there&gt;.');
  });

  it('leaves the chapters out when there are none', () => {
    expect(episodeArticleHtml({ ...episode, chapters: [] }, show)).not.toContain('Chapters');
  });
});
