import { DOCUMENT_NAME_PATTERN } from '@site/contracts';

/** A document's description is one or two sentences for its page's head. */
const DESCRIPTION_MAX = 300;

/** The description of a paper's uploaded PDF: the abstract's opening sentences, up to a page head's length. */
export function documentDescription(abstract: string): string {
  const text = abstract.replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > DESCRIPTION_MAX / 4) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * The names a paper's first PDF may take as a library document, in order of preference: the paper's slug (its
 * reader is then /library/document/<slug>), else the slug with the paper's id, should another document hold it.
 */
export function documentNamesFor(slug: string, id: number): string[] {
  const suffix = `-${id}`;
  return [slug, `${slug.slice(0, 120 - suffix.length).replace(/-+$/, '')}${suffix}`].filter((name) =>
    DOCUMENT_NAME_PATTERN.test(name),
  );
}
