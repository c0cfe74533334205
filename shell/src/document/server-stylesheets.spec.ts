import { markServerStylesheets } from './server-stylesheets';

/** mini-css-extract's own test for a chunk's stylesheet being on the page already (its `findStylesheet`). */
function found(href: string, fullhref: string): boolean {
  const links = [...document.getElementsByTagName('link')].some(
    (tag) =>
      tag.rel === 'stylesheet' &&
      [href, fullhref].includes(tag.getAttribute('data-href') ?? tag.getAttribute('href') ?? ''),
  );
  const styles = [...document.getElementsByTagName('style')].some((tag) =>
    [href, fullhref].includes(tag.getAttribute('data-href') ?? ''),
  );
  return links || styles;
}

beforeEach(() => {
  document.head.innerHTML = `
    <style data-precedence="shell" data-href="/bootstrap.1a.css /394.2b.css">.a{}</style>
    <style data-precedence="remotes" data-href="/remotes/learn/App.3c.css">.b{}</style>
    <link rel="stylesheet" data-precedence="remotes" href="/remotes/games/App.4d.css">`;
});

test("the server's stylesheets are found by the addresses each build writes, so none is fetched again", () => {
  const origin = window.location.origin;
  expect(found('bootstrap.1a.css', '/bootstrap.1a.css')).toBe(false);

  markServerStylesheets(document);

  expect(found('bootstrap.1a.css', '/bootstrap.1a.css')).toBe(true);
  expect(found('394.2b.css', '/394.2b.css')).toBe(true);
  expect(found('App.3c.css', `${origin}/remotes/learn/App.3c.css`)).toBe(true);
  expect(found('App.4d.css', `${origin}/remotes/games/App.4d.css`)).toBe(true);
  expect(found('App.9z.css', `${origin}/remotes/learn/App.9z.css`)).toBe(false);
});
