/**
 * Turns what a reader typed into a prefix-matching tsquery (`attent:* & ethic:*`), so the
 * list narrows while they type. Only letters and digits survive: nothing reaches SQL raw.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}
