import { findSiteRoute, pathTo } from '@site/contracts';
import { publicPagePaths } from './public-pages.js';

describe('publicPagePaths', () => {
  const paths = publicPagePaths();

  it('lists the open pages of the route table, home and the lists among them', () => {
    expect(paths).toEqual(
      expect.arrayContaining([pathTo('home'), pathTo('essays'), pathTo('journal'), pathTo('quizzes')]),
    );
    for (const path of paths) expect(findSiteRoute(path)?.guard).toBeUndefined();
  });

  it('leaves out guarded pages, pages with parameters, sign-in, search and the mailed-token pages', () => {
    expect(paths).not.toContain(pathTo('dashboard'));
    expect(paths).not.toContain(pathTo('admin'));
    expect(paths).not.toContain(pathTo('auth'));
    expect(paths).not.toContain(pathTo('search'));
    expect(paths).not.toContain(pathTo('newsletterConfirm'));
    expect(paths).not.toContain(pathTo('newsletterUnsubscribe'));
    expect(paths.filter((path) => path.includes(':'))).toEqual([]);
  });
});
