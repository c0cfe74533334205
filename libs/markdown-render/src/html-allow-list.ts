import type { IOptions } from 'sanitize-html';

/** An absolute web address: such links leave the site. */
const EXTERNAL = /^https?:\/\//i;

/**
 * What rendered markdown may keep (DESIGN "Security"): prose, lists, code, tables, links and
 * images. No style attributes, scripts, event handlers or frames; anything else is dropped and
 * its text kept (a script's text goes with it).
 */
export const HTML_ALLOW_LIST: IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'blockquote', 'hr', 'br'],
    ...['ul', 'ol', 'li', 'pre', 'code', 'em', 'strong', 'del', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    // GitHub tables carry their column alignment here.
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  // `language-mermaid` marks a diagram for the browser; other languages name the code.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // `//host/path` would leave the site while looking relative.
  allowProtocolRelative: false,
  transformTags: {
    // Rebuilt rather than filtered, so an author's own `rel` never survives.
    a: (tagName, { href, title }) => ({
      tagName,
      attribs: {
        ...(href === undefined ? {} : { href }),
        ...(title === undefined ? {} : { title }),
        ...(href !== undefined && EXTERNAL.test(href) ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};
