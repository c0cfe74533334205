import { pathTo } from '../routes/path-to.js';
import type { LibraryItemRef } from './books.js';

/**
 * The address of a library item: its anchor on its shelf's page, or its own page. Lists, search and
 * "Cited in" all name an item by it, and essays cite it by it.
 */
export function libraryItemHref(kind: LibraryItemRef['kind'], key: string): string {
  switch (kind) {
    case 'book':
      return `${pathTo('libraryBooks')}#${key}`;
    case 'paper':
      return `${pathTo('libraryAcademic')}#${key}`;
    case 'audio':
      return `${pathTo('libraryAudio')}#${key}`;
    case 'document':
      return pathTo('libraryDocument', { name: key });
    case 'episode':
      return pathTo('podcastEpisode', { id: key });
  }
}

/**
 * Which links in an essay's or a lesson's markdown cite a library item, shared by the content and learn services so
 * both read "Cited in" the same way. An item's address is its citation: `/library/books#<slug>`,
 * `/library/academic#<slug>`, `/library/audio#<slug>`, `/library/document/<name>`, `/podcast/episode/<slug>`.
 */

const ANCHORED = /^\/library\/(?:books|academic|audio)#[a-z0-9][a-z0-9-]*$/;
const PAGED = /^\/(?:library\/document|podcast\/episode)\/[a-z0-9][a-z0-9-]*$/;

/**
 * The item address a link target names, or null when it names none. A document link may point into the document
 * (`#page=3`) and an episode link to a second (`?t=90`): both still cite the whole item.
 */
export function citedHref(target: string): string | null {
  const [beforeHash, hash] = splitOnce(target.trim(), '#');
  const path = beforeHash.split('?')[0].replace(/\/+$/, '');
  if (PAGED.test(path)) return path;
  const anchored = hash === undefined ? path : `${path}#${hash}`;
  return ANCHORED.test(anchored) ? anchored : null;
}

// Inline links `[text](target "title")` and reference definitions `[label]: target`.
const INLINE_LINK = /\]\(\s*<?([^\s)>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_LINK = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;

/** The item addresses a markdown text links to, each once, in the order they first appear. */
export function citedHrefsIn(markdown: string): string[] {
  const found = new Set<string>();
  for (const pattern of [INLINE_LINK, REFERENCE_LINK]) {
    for (const match of markdown.matchAll(pattern)) {
      const href = citedHref(match[1]);
      if (href) found.add(href);
    }
  }
  return [...found];
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
