import { SITE_ROUTES } from '../routes/table.js';
import { defaultPageHead, hasStaticHead, notFoundPageHead, staticPageHead } from './static-heads.js';

const SITE = 'https://example.org';

describe('static page heads', () => {
  it('gives home the site title and WebSite data with a search action', () => {
    const head = staticPageHead('home', '/', SITE);
    expect(head.title).toBe('Commonplace: Essays and courses on philosophy, mathematics, science and human experience');
    expect(head.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        url: 'https://example.org/',
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: 'https://example.org/search?q={search_term_string}',
        }),
      }),
    ]);
  });

  it("names each game in its page's title", () => {
    expect(staticPageHead('sudoku', '/games/sudoku', SITE).title).toBe('Sudoku | Commonplace');
    expect(staticPageHead('gameOfLife', '/game-of-life', SITE).title).toBe('Game of Life | Commonplace');
  });

  it('keeps guarded pages and the password reset out of search engines, and lets the others in', () => {
    for (const { id, guard } of SITE_ROUTES) {
      if (!hasStaticHead(id)) continue;
      const hidden = guard || id === 'passwordReset';
      expect([id, staticPageHead(id, '/x', SITE).robots]).toEqual([id, hidden ? 'noindex' : undefined]);
    }
  });

  it('covers the shell, games and admin pages and every guarded page, and nothing a service describes', () => {
    for (const route of SITE_ROUTES) {
      const expected = ['shell', 'games', 'admin'].includes(route.owner) || route.guard !== undefined;
      expect([route.id, hasStaticHead(route.id)]).toEqual([route.id, expected]);
    }
  });

  it('has a plain site head for a page whose service is down, and a not-found head kept out of search engines', () => {
    expect(defaultPageHead('/essay/x')).toMatchObject({ path: '/essay/x', type: 'website', structuredData: [] });
    expect(notFoundPageHead('/nope')).toMatchObject({ title: 'Page not found | Commonplace', robots: 'noindex' });
  });
});
