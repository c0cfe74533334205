/**
 * The address part of a title: lower-case words of letters and digits, accents dropped, joined by hyphens
 * ("Gödel, Escher & the Loop: Part 2!" → "godel-escher-the-loop-part-2"), at most `maxLength` characters.
 */
export function slugify(title: string, maxLength: number): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
