import { escapeHtml as text, formatClock, formatLength, type Episode, type PodcastShow } from '@site/contracts';
import { episodePlayerHtml } from './episode-player-markup.js';
import { PODCAST_PAGE_PATH } from './podcast-paths.js';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A line or chapter as a seek button, as `ChapterList` and `Transcript` draw it (it plays once the app runs). */
const seekItem = (startSeconds: number, label: string, className: string) =>
  `<li><button type="button" class="${className}"><span class="library-episode__time">${formatClock(startSeconds)}</span>` +
  `<span>${label}</span></button></li>`;

/**
 * An episode's `<article>` as the library remote's `EpisodePage` draws it before anything plays: header, player,
 * show notes, chapters and the whole transcript, so readers and crawlers get the text in the first HTML.
 */
export function episodeArticleHtml(episode: Episode, show: PodcastShow): string {
  const chapters = episode.chapters.length
    ? '<section aria-labelledby="episode-chapters-title"><h2 id="episode-chapters-title">Chapters</h2>' +
      '<ol class="library-episode__chapters">' +
      episode.chapters.map((c) => seekItem(c.startSeconds, text(c.title), 'library-episode__seek')).join('') +
      '</ol></section>'
    : '';
  const transcript =
    '<section aria-labelledby="episode-transcript-title"><h2 id="episode-transcript-title">Transcript</h2>' +
    '<p class="library-episode__hint">Select a line to listen from there. Also as a ' +
    `<a href="${text(episode.transcriptUrl)}">WebVTT file</a>.</p>` +
    '<ol class="library-episode__transcript">' +
    episode.transcript
      .map((line) =>
        seekItem(
          line.startSeconds,
          `${line.speaker ? `<strong>${text(line.speaker)}: </strong>` : ''}${text(line.text)}`,
          'library-episode__seek library-episode__line',
        ),
      )
      .join('') +
    '</ol></section>';
  return (
    '<article class="library-episode">' +
    `<a class="library-episode__back" href="${PODCAST_PAGE_PATH}">← All episodes</a>` +
    '<header class="library-episode__header">' +
    `<p class="library-podcast__number">Episode ${episode.number} of ${text(show.title)}</p>` +
    `<h1>${text(episode.title)}</h1>` +
    `<p class="library-audio__meta"><time datetime="${text(episode.publishedAt)}">` +
    `${LONG_DATE.format(new Date(episode.publishedAt))}</time><span>${formatLength(episode.audio.durationSeconds)}</span></p>` +
    `<p>${text(episode.summary)}</p></header>` +
    episodePlayerHtml(episode) +
    '<section aria-labelledby="episode-notes-title"><h2 id="episode-notes-title">Show notes</h2>' +
    // Sanitised by the shared renderer, as the API serves it.
    `<div class="markdown library-episode__notes">${episode.notesHtml}</div></section>` +
    chapters +
    transcript +
    '</article>'
  );
}
