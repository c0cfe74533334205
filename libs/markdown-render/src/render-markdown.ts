import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { HTML_ALLOW_LIST } from './html-allow-list.js';

// GitHub flavour: tables, strike-through and bare links become links.
const markdown = new Marked({ gfm: true, async: false });

/**
 * Markdown to HTML that is safe to set in the page: marked passes raw HTML through, so
 * everything it writes goes through the allow-list.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }), HTML_ALLOW_LIST);
}
