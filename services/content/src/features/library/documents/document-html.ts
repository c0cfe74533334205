import type { DocumentOutlineEntry } from '@site/contracts';
import GithubSlugger from 'github-slugger';

// Rendered markdown headings carry no attributes: the renderer's allow-list drops them all.
const HEADING = /<h([1-6])>([\s\S]*?)<\/h\1>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** A heading's text as a reader sees it: tags dropped, the renderer's escapes undone. */
function headingText(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => ENTITIES[name])
    .trim();
}

/**
 * Gives every heading of rendered (sanitised) markdown an id, GitHub's way (`## Why a guide` → `why-a-guide`, repeats
 * numbered), and answers the outline those ids make: the shallowest heading level in the document counts as 1.
 */
export function withHeadingIds(html: string): { html: string; outline: DocumentOutlineEntry[] } {
  const slugger = new GithubSlugger();
  const found: DocumentOutlineEntry[] = [];
  const withIds = html.replace(HEADING, (_match, level: string, inner: string) => {
    const title = headingText(inner);
    const id = slugger.slug(title) || `section-${found.length + 1}`;
    found.push({ title, level: Number(level), target: id });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  const top = Math.min(...found.map((entry) => entry.level));
  return { html: withIds, outline: found.map((entry) => ({ ...entry, level: entry.level - top + 1 })) };
}
