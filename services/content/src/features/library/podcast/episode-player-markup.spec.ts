import type { Episode } from '@site/contracts';
import { episodePlayerHtml } from './episode-player-markup.js';

const episode: Episode = {
  id: 1,
  slug: 'first',
  number: 1,
  title: 'Cats & <dogs>',
  publishedAt: '2026-09-15T07:00:00.000Z',
  summary: 'A summary.',
  audio: { url: '/media/audio/first.mp3', type: 'audio/mpeg', byteLength: 10, durationSeconds: 200 },
  notesHtml: '<p>Notes.</p>',
  chapters: [
    { startSeconds: 0, title: 'Start <here>' },
    { startSeconds: 50, title: 'Middle' },
  ],
  transcript: [],
  transcriptUrl: '/podcast/episodes/first/transcript.vtt',
  chaptersUrl: '/podcast/episodes/first/chapters.json',
  artworkUrl: '/media/podcast/art.png',
};

describe('episodePlayerHtml', () => {
  const html = episodePlayerHtml(episode);

  it('draws the player cued at the start, named after the episode', () => {
    expect(html).toContain('<div role="group" aria-label="Player: Cats &amp; &lt;dogs&gt;"');
    expect(html).toContain('<span class="ui-visually-hidden">Play</span>');
    expect(html).toContain('max="200" step="1" value="0" aria-label="Seek" aria-valuetext="0:00 of 3:20"');
    expect(html).toContain(
      '<p class="library-player__times"><span>0:00</span><span class="library-player__chapter">Start &lt;here&gt;</span><span>3:20</span></p>',
    );
    expect(html).toContain('<option value="1" selected>1×</option>');
  });

  it('marks where each chapter after the first begins', () => {
    expect(html).toContain('<span class="library-seek__mark" style="left:25%" title="Middle"></span>');
    expect(html.match(/library-seek__mark"/g)).toHaveLength(1);
  });

  it('has no chapter name without chapters', () => {
    expect(episodePlayerHtml({ ...episode, chapters: [] })).not.toContain('library-player__chapter');
  });

  it('is followed by the copy button and a visitor’s way to bookmark', () => {
    expect(html).toContain('Copy link at current time</button>');
    expect(html).toContain('href="/auth">');
    expect(html).toContain('Log in to bookmark</a></p>');
  });
});
