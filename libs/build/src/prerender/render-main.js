// One page's main area as the server sends it; the pages plugin writes it and tests compare it
// with what the browser draws.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const BODY = /<body>([\s\S]*)<\/body>/;
/** JSON-LD a screen draws: the first HTML's head carries the page's own, with the site's real origin. */
const STRUCTURED_DATA = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

/**
 * `element` rendered as React renders it in the page's main area. Rendered inside a document so
 * React hoists the screen's `<title>`, `<meta>` and `<link>` into its head, as the browser does,
 * and the main area keeps only what the screen draws there, without its JSON-LD.
 */
export function renderMain(element) {
  const document = renderToString(
    createElement('html', null, createElement('head'), createElement('body', null, element)),
  );
  const main = document.match(BODY)?.[1];
  if (main === undefined) throw new Error('renderMain: React rendered no <body>');
  return main.replace(STRUCTURED_DATA, '');
}
