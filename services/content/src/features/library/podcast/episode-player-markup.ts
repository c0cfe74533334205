import { escapeHtml as text, formatClock, type Episode } from '@site/contracts';

/**
 * The episode page's player and share row as the library remote draws them once the episode is readied in the
 * shared player (`EpisodePlayer` → `PlayerControls`, then `CopyButton` and a visitor's `BookmarkToggle`): the
 * same elements and text, so they have their final size in the first HTML at every width and nothing below moves
 * when the app takes over.
 */

/** `PlayerIcon`'s shapes. */
const ICONS = {
  play: 'M8 5v14l11-7z',
  back: 'M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z',
  forward: 'M12 5V1l5 5-5 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z',
};

/** As the remote's `playback-rates.ts`: the speeds offered, and the one a fresh player has. */
const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2];
const DEFAULT_RATE = 1;
const SKIP_SECONDS = 15;

/** The keys' description; the app gives it a generated id. */
const KEYS_ID = 'episode-player-keys';

const hidden = (label: string) => `<span class="ui-visually-hidden">${label}</span>`;

const icon = (name: keyof typeof ICONS) =>
  '<svg class="library-player__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">' +
  `<path d="${ICONS[name]}" fill="currentColor"></path></svg>`;

const button = (name: keyof typeof ICONS, label: string, main = false) =>
  `<button type="button" class="library-player__button${main ? ' library-player__button--main' : ''}">` +
  `${icon(name)}${hidden(label)}</button>`;

/** `SeekBar` at the start, with a mark where each chapter after the first begins. */
function seekBar(episode: Episode): string {
  const max = Math.max(episode.audio.durationSeconds, 0);
  const percent = (seconds: number) => (max > 0 ? `${(seconds / max) * 100}%` : '0%');
  const marks = episode.chapters
    .filter((chapter) => chapter.startSeconds > 0 && chapter.startSeconds < max)
    .map(
      (chapter) =>
        `<span class="library-seek__mark" style="left:${percent(chapter.startSeconds)}" title="${text(chapter.title)}"></span>`,
    );
  return (
    '<div class="library-seek" style="--library-seek-progress:0%">' +
    `<input class="library-seek__range" type="range" min="0" max="${max}" step="1" value="0" aria-label="Seek" ` +
    `aria-valuetext="${formatClock(0)} of ${formatClock(max)}">` +
    `<div class="library-seek__marks" aria-hidden="true">${marks.join('')}</div></div>`
  );
}

/** `PlayerControls`, not compact, for the episode cued at its start. */
function playerControls(episode: Episode): string {
  const chapter = episode.chapters.filter((c) => c.startSeconds <= 0).at(-1);
  const options = PLAYBACK_RATES.map(
    (rate) => `<option value="${rate}"${rate === DEFAULT_RATE ? ' selected' : ''}>${rate}×</option>`,
  );
  return (
    `<div role="group" aria-label="${text(`Player: ${episode.title}`)}" aria-describedby="${KEYS_ID}" class="library-player">` +
    '<div class="library-player__buttons">' +
    button('back', `Back ${SKIP_SECONDS} seconds`) +
    button('play', 'Play', true) +
    button('forward', `Forward ${SKIP_SECONDS} seconds`) +
    '</div>' +
    `<div class="library-player__track">${seekBar(episode)}<p class="library-player__times"><span>${formatClock(0)}</span>` +
    (chapter ? `<span class="library-player__chapter">${text(chapter.title)}</span>` : '') +
    `<span>${formatClock(episode.audio.durationSeconds)}</span></p></div>` +
    `<label class="library-player__speed"><span>Speed</span><select>${options.join('')}</select></label>` +
    `<p id="${KEYS_ID}" class="library-player__keys">Keys: space or K plays and pauses, the left and right arrows ` +
    `jump ${SKIP_SECONDS} seconds.</p></div>`
  );
}

/** The row under the player: the copy button with its (empty) status, and the toggle as a visitor sees it. */
const SHARE_ROW =
  '<p class="library-episode__share"><span class="library-copy">' +
  '<button type="button" class="ui-button ui-button--secondary ui-button--sm">Copy link at current time</button>' +
  '<span role="status" class="library-copy__status"></span></span> ' +
  '<a class="ui-button ui-button--secondary ui-button--sm bookmark-toggle bookmark-toggle--inline" href="/auth">' +
  '<svg class="bookmark-toggle__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">' +
  '<path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linejoin="round"></path></svg>Log in to bookmark</a></p>';

export function episodePlayerHtml(episode: Episode): string {
  return playerControls(episode) + SHARE_ROW;
}
