import sanitizeHtml from 'sanitize-html';
import { HTML_ALLOW_LIST } from './html-allow-list.js';

/**
 * HTML from elsewhere (an essay's body as the content API answers it) cut down to what rendered markdown may
 * hold: whoever sent it, it is never trusted.
 */
export function sanitizeRendered(html: string): string {
  return sanitizeHtml(html, HTML_ALLOW_LIST);
}
