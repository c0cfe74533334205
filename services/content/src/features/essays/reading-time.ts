/** A common figure for silent reading of prose online. */
export const WORDS_PER_MINUTE = 230;

/** Minutes to read a markdown body: its words at WORDS_PER_MINUTE, rounded up, at least 1. */
export function readingMinutes(body: string): number {
  const words = body.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
