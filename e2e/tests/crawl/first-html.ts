import type { Page } from '@playwright/test';

/** What a page says about itself in its head: each must be the same in the first HTML and after hydration. */
export interface PageHead {
  title: string;
  description: string | null;
  canonical: string | null;
  image: string | null;
  robots: string | null;
  structuredData: string[];
}

/**
 * The words of `<main>` and the head of the page as it stands. What an embedded document viewer draws from its file
 * (a PDF's text, by pdf.js) is the file's, not the page's; what the visitor's session decides (`data-personal`: a
 * quiz's Start button, or the hint to log in) is the visitor's, which the server, drawing for everyone, cannot know.
 */
export async function readPage(page: Page): Promise<{ words: string[]; head: PageHead }> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const wordsOf = (element: Element | null) =>
      ((element as HTMLElement | null)?.innerText ?? '').toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? ([] as string[]);
    const main = document.querySelector('main');
    const words = wordsOf(main);
    for (const embedded of main?.querySelectorAll('[data-embedded-document], [data-personal]') ?? []) {
      for (const word of wordsOf(embedded)) words.splice(words.indexOf(word), 1);
    }
    return {
      words,
      head: {
        title: document.title,
        description: attribute('meta[name="description"]', 'content'),
        canonical: attribute('link[rel="canonical"]', 'href'),
        image: attribute('meta[property="og:image"]', 'content'),
        robots: attribute('meta[name="robots"]', 'content'),
        structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((script) => script.textContent ?? '')
          .sort(),
      },
    };
  });
}

/** The share (0-1) of the words a reader finally sees that were already in the first HTML. */
export function shareInFirstHtml(finalWords: string[], firstWords: string[]): number {
  if (finalWords.length === 0) return 1;
  const first = new Set(firstWords);
  return finalWords.filter((word) => first.has(word)).length / finalWords.length;
}
