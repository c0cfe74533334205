/** The search page for a term, or null when the trimmed term is empty. */
export function searchPath(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}
