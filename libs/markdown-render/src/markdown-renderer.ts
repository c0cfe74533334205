import { createHash } from 'node:crypto';
import { describeFallback } from './describe-fallback.js';
import { renderMarkdown } from './render-markdown.js';

/** A markdown body as the pages show it. */
export interface RenderedMarkdown {
  /** Sanitised HTML. */
  html: string;
  /** What a page without its own description says. */
  description: string;
}

/** Bodies kept at once; far more than the site has, so memory stays bounded whatever is read. */
export const RENDERED_MAX = 500;

/**
 * Renders a body on its first read and again only when its text changes. Bodies change rarely
 * (seeding, edits), so a memo beside the data serves as well as a stored column would, without
 * a migration or every writer having to keep the column in step.
 *
 * Framework-free: a Nest service registers it as a provider itself (it has no dependencies).
 */
export class MarkdownRenderer {
  private readonly rendered = new Map<string, { hash: string; body: RenderedMarkdown }>();

  /** `key` names the document (an essay's slug, a journal entry's id, a lesson's id). */
  render(key: string, source: string): RenderedMarkdown {
    const hash = createHash('sha256').update(source).digest('base64');
    const cached = this.rendered.get(key);
    const body =
      cached?.hash === hash ? cached.body : { html: renderMarkdown(source), description: describeFallback(source) };
    // Re-inserted last, so the Map runs from the least to the most recently read.
    this.rendered.delete(key);
    this.rendered.set(key, { hash, body });
    if (this.rendered.size > RENDERED_MAX) this.rendered.delete(this.rendered.keys().next().value!);
    return body;
  }
}
