/** Markdown reduced to its plain words on one line: what a page description may quote. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '') // front matter
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ') // fenced code and diagrams are not prose
    .replace(/<[^>]+>/g, ' ') // HTML tags
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images keep their alt text
    .replace(/\[\^[^\]]*\]:?/g, '') // footnote marks
    .replace(/\[([^\]]*)\](\([^)]*\)|\[[^\]]*\])/g, '$1') // links keep their text
    .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, '') // link reference definitions
    .replace(/^ {0,3}([-*_])( *\1){2,} *$/gm, '') // thematic breaks
    .replace(/^ {0,3}(#{1,6}\s+|>\s?|[-*+]\s+(\[[ xX]\]\s+)?|\d+[.)]\s+)/gm, '') // headings, quotes, list marks
    .replace(/^\|?[\s:|-]+\|[\s:|-]*$/gm, '') // table separator rows
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2') // strong, strike-through
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2') // emphasis, not snake_case
    .replace(/`+([^`]*)`+/g, '$1') // inline code
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1') // backslash escapes
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The description of a page that has none of its own: the first `max` characters of the content with markdown
 * stripped, plus an ellipsis if cut.
 */
export function describeFallback(markdown: string, max = 160): string {
  const characters = Array.from(stripMarkdown(markdown));
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : characters.join('');
}
