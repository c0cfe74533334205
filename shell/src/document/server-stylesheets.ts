/**
 * Tells mini-css-extract, which loads each chunk's stylesheet, that the server's page already holds them. React's
 * server output merges the page's inlined stylesheets of one precedence into one `<style data-href="/a.css /b.css">`,
 * and a linked one's `href` is relative, while mini-css-extract looks for a tag per file by the address its build
 * writes (`/a.css` for the shell, an absolute one for a remote, whose public path is `auto`). Not finding one, it
 * fetched every file again, and the browser restyled and laid out the whole page while it hydrated. An empty
 * `<style data-href>` per file, in both forms, is what it looks for.
 */
export function markServerStylesheets(doc: Document): void {
  const merged = [...doc.querySelectorAll('style[data-precedence][data-href]')].flatMap((style) =>
    (style.getAttribute('data-href') ?? '').split(' ').filter(Boolean),
  );
  const linked = [...doc.querySelectorAll('link[rel="stylesheet"][data-precedence][href]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
  const addresses = new Set([...merged, ...linked].flatMap((href) => [href, new URL(href, doc.baseURI).href]));
  doc.head.append(
    ...[...addresses].map((href) => {
      const marker = doc.createElement('style');
      marker.setAttribute('data-href', href);
      return marker;
    }),
  );
}

/** Whether the server's page already holds this stylesheet, by either address (see `markServerStylesheets`). */
export function isServerStylesheet(doc: Document, href: string): boolean {
  return [...doc.querySelectorAll('style[data-href]')].some((style) => style.getAttribute('data-href') === href);
}
