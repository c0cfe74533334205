import { pathTo, type IssueInput } from '@site/contracts';
import { renderMarkdown, sanitizeRendered } from '@site/markdown-render';
import { convert } from 'html-to-text';

/** What an issue keeps of its source: the body sanitised, and the archive's HTML and the mail's text built once. */
export interface IssueContent {
  bodyHtml: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

/**
 * Site paths made absolute: a mail is read away from the site. Sanitised HTML always quotes its attributes with
 * `"` and never holds a protocol-relative address, so a leading `/` is always a path of the site.
 */
export const absoluteLinks = (html: string, siteUrl: string) => html.replace(/ (href|src)="\//g, ` $1="${siteUrl}/`);

/** Plain text of sanitised HTML, links written out after their text; images say nothing in a text mail. */
export const plainText = (html: string) =>
  convert(html, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] }).trim();

/**
 * The issue: the author's intro (markdown), the essay's title linking to it, and the essay's body. The body comes
 * from the browser, so it is sanitised again here whoever sent it.
 */
export function issueContent(input: Omit<IssueInput, 'subject'>, siteUrl: string): IssueContent {
  const bodyHtml = sanitizeRendered(input.bodyHtml);
  const essayPath = pathTo('essay', { slug: input.essaySlug });
  const intro = input.intro ? renderMarkdown(input.intro) : '';
  const html = `${intro}<h2><a href="${essayPath}">${escapeHtml(input.essayTitle)}</a></h2>${bodyHtml}`;
  const text = [
    ...(input.intro ? [plainText(intro), ''] : []),
    input.essayTitle,
    `${siteUrl}${essayPath}`,
    '',
    plainText(absoluteLinks(bodyHtml, siteUrl)),
  ].join('\n');
  return { bodyHtml, html, text };
}
