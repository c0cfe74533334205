// Reading the head a screen drew, as crawlers and link previews read it.

/** The content of every <meta> with this name or property, in order. */
export const metaContents = (key: string) =>
  Array.from(document.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`), (tag) =>
    tag.getAttribute('content'),
  );

/** Every JSON-LD object in the page, in order. */
export const structuredDataOf = () =>
  Array.from(
    document.querySelectorAll('script[type="application/ld+json"]'),
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );

export const canonicalUrl = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');

/** The origin the screens write absolute addresses with (jsdom's, as no server provides one). */
export const ORIGIN = window.location.origin;

/** A BreadcrumbList's items, from the home page down: `[name, path]` pairs. */
export const breadcrumbs = (...steps: [name: string, path: string][]) =>
  expect.objectContaining({
    '@type': 'BreadcrumbList',
    itemListElement: [['Home', '/'], ...steps].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: ORIGIN + path,
    })),
  });
