/** Where a listener stopped in one recording: `episode:<slug>` or `audio:<slug>`. */
export type MediaKey = `episode:${string}` | `audio:${string}`;

/** What a media key looks like: a kind, a colon and a slug. */
export const MEDIA_KEY_PATTERN = /^(episode|audio):[a-z0-9-]{1,200}$/;

/** One row of GET /api/library/positions (the signed-in reader's). */
export interface PlaybackPosition {
  mediaKey: string;
  seconds: number;
  /** ISO date-time. */
  updatedAt: string;
}

/** Body of PUT /api/library/positions/:mediaKey. */
export interface SavePosition {
  seconds: number;
}
