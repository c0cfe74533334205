/** Up to two uppercase initials of a name: 'Ada Lovelace' gives 'AL', 'plato' gives 'P'. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toUpperCase())
    .join('');
}
