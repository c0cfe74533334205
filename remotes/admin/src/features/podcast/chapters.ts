import { chaptersProblem, EPISODE_CHAPTERS_MAX, formatClock, type Chapter } from '@site/contracts';

/** One chapter as the editor holds it: its start as typed, and a key that stays with it when it moves. */
export interface ChapterRow {
  key: number;
  start: string;
  title: string;
}

let lastKey = 0;

export const chapterRow = (start = '', title = ''): ChapterRow => ({ key: ++lastKey, start, title });

// m:ss, or h:mm:ss; the seconds may carry a fraction, as JSON chapters files give them.
const CLOCK = /^(?:(\d+):([0-5]\d)|(\d+)):([0-5]\d(?:\.\d+)?)$/;

/** The seconds a start typed as m:ss or h:mm:ss stands for, or null when it is neither. */
export function parseClock(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const [, hours, minutesAfterHours, minutes, seconds] = match;
  return hours === undefined
    ? Number(minutes) * 60 + Number(seconds)
    : Number(hours) * 3600 + Number(minutesAfterHours) * 60 + Number(seconds);
}

/** A start as the editor shows it: the clock, with the fraction of a second a chapters file may give. */
export function clockText(seconds: number): string {
  const fraction = Math.round((seconds % 1) * 1000) / 1000;
  return formatClock(seconds) + (fraction > 0 ? String(fraction).slice(1) : '');
}

export const chapterRowsOf = (chapters: readonly Chapter[]): ChapterRow[] =>
  chapters.map((chapter) => chapterRow(clockText(chapter.startSeconds), chapter.title));

/** The chapters the rows stand for; only for rows `chapterRowsProblem` has passed. */
export const chaptersOf = (rows: readonly ChapterRow[]): Chapter[] =>
  rows.map((row) => ({ startSeconds: parseClock(row.start) ?? 0, title: row.title.trim() }));

/** Why the rows cannot be saved as the episode's chapters, or null: each readable, titled, and in order. */
export function chapterRowsProblem(rows: readonly ChapterRow[], durationSeconds: number | null): string | null {
  if (rows.length > EPISODE_CHAPTERS_MAX) return `An episode has at most ${EPISODE_CHAPTERS_MAX} chapters.`;
  for (const [index, row] of rows.entries()) {
    if (parseClock(row.start) === null) return `Write the start of chapter ${index + 1} as m:ss or h:mm:ss.`;
    if (!row.title.trim()) return `Chapter ${index + 1} has no title.`;
  }
  return chaptersProblem(chaptersOf(rows), durationSeconds);
}
