import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type ConsoleMessage,
  type Page,
  type Request,
} from './fixtures';
import { findSiteRoute, SITE_ROUTES, type RouteGuard } from '@site/contracts';
import { ADMIN, BASE_URL } from '../playwright.config';
import { banner, BANNER_TEXT, logIn, newReader, register } from './helpers';
import { readPage, shareInFirstHtml } from './crawl/first-html';
import { LAYOUT_SHIFT_MAX, layoutShifts, recordLayoutShifts } from './layout-shifts';
import { pathsFromSeed } from './crawl/seed-params';

/**
 * Every route of the table, walked in Chromium as the visitor its guard asks for, then every
 * internal link found on those pages: each page answers 200 with the banner, an h1, no not-found
 * text, no console error (React's hydration reports among them) and no failed request, and each link names a route
 * of the table. A visitor's public page also carries, with JavaScript off, at least 80 % of the words its `<main>`
 * finally shows, and the same head (title, description, canonical, image, structured data) as after hydration; and
 * nothing on it moves while the app hydrates it and draws the reader's own parts (no layout shift).
 * Past a route's first few addresses, the rest (which differ in data only) are asked over HTTP: 200, the banner,
 * and the links of their first HTML followed in turn.
 */
type Role = 'visitor' | 'reader' | 'admin';

const ROLE_FOR: Record<RouteGuard | 'none', Role> = { none: 'visitor', user: 'reader', admin: 'admin' };

interface PageReport {
  problems: string[];
  links: string[];
}

/** Pages each role browses at once: most of a visit is waiting for the network to go quiet. */
const PAGES_AT_ONCE = 3;

/**
 * Addresses of one route each role opens in the browser. Its other addresses (every essay of the seed, say) differ
 * in data only: they are asked over HTTP, where the server's status and first HTML tell whether the page is real.
 */
const BROWSED_PER_ROUTE = 2;

/** The share of a public page's final words its first HTML must hold. */
const FIRST_HTML_SHARE = 0.8;

/** The session probe: a visitor's `GET /api/user` answers 401, which the shell reads as "nobody". */
const SESSION_PROBE = `${BASE_URL}/api/user`;

/** The page with JavaScript off, set beside its hydrated self: what a crawler or a link preview reads. */
async function compareWithFirstHtml(page: Page, firstHtmlPage: Page, path: string): Promise<string[]> {
  // Its text and head are all that is read.
  await firstHtmlPage.goto(path, { waitUntil: 'domcontentloaded' });
  const [first, final] = [await readPage(firstHtmlPage), await readPage(page)];
  const problems: string[] = [];
  const share = shareInFirstHtml(final.words, first.words);
  // A page robots are asked to skip (a visitor's own results) is all the visitor's, which no server draws.
  if (share < FIRST_HTML_SHARE && !final.head.robots?.includes('noindex')) {
    problems.push(`only ${Math.round(share * 100)} % of ${final.words.length} words of <main> are in the first HTML`);
  }
  for (const key of Object.keys(final.head) as (keyof typeof final.head)[]) {
    const [before, after] = [JSON.stringify(first.head[key]), JSON.stringify(final.head[key])];
    if (before !== after) problems.push(`the head's ${key} is ${before} in the first HTML, ${after} after hydration`);
  }
  return problems;
}

async function visit(page: Page, path: string, role: Role, firstHtmlPage: Page | null): Promise<PageReport> {
  const problems: string[] = [];
  const expected = (url: string, status: number) => role === 'visitor' && status === 401 && url === SESSION_PROBE;
  const onConsole = (message: ConsoleMessage) => {
    const failedProbe = /status of 401/.test(message.text()) && expected(message.location().url, 401);
    if (message.type() === 'error' && !failedProbe) problems.push(`console error: ${message.text()}`);
  };
  // ERR_ABORTED is the browser itself cancelling a request it no longer needs, not a failure of the site.
  const onFailed = (request: Request) => {
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${reason})`);
  };
  const onResponse = (response: { url(): string; status(): number }) => {
    if (
      response.status() >= 400 &&
      response.url().startsWith(BASE_URL) &&
      !expected(response.url(), response.status())
    ) {
      problems.push(`${response.status()} from ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
    const h1 = page.locator('h1').first();
    await h1.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => problems.push('no visible h1'));
    if (!(await banner(page).isVisible())) problems.push('no banner');
    if (await page.getByRole('heading', { name: /not found/i }).count()) problems.push('shows a not-found heading');
    const route = findSiteRoute(path.split('?')[0]);
    if (firstHtmlPage && route && !route.guard) {
      const { score, moved } = await layoutShifts(page);
      if (score >= LAYOUT_SHIFT_MAX) problems.push(`moved while hydrating (${score.toFixed(4)}): ${moved.join('; ')}`);
      problems.push(...(await compareWithFirstHtml(page, firstHtmlPage, path)));
    }
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    return { problems, links };
  } finally {
    page.off('console', onConsole);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
}

/** An address of a route already browsed enough: its answer over HTTP, and the links of its first HTML. */
async function ask(page: Page, path: string): Promise<PageReport> {
  const response = await page.request.get(path);
  const html = await response.text();
  const problems: string[] = [];
  if (response.status() !== 200) problems.push(`status ${response.status()}`);
  if (!html.includes(BANNER_TEXT)) problems.push('no banner in its first HTML');
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(
    ([, href]) => new URL(href.replaceAll('&amp;', '&'), BASE_URL).href,
  );
  return { problems, links };
}

/** The site path of an internal link, or null for another origin, a mail link or an in-page anchor. */
function internalPath(href: string): string | null {
  const url = new URL(href, BASE_URL);
  if (url.origin !== new URL(BASE_URL).origin) return null;
  return url.pathname + url.search;
}

/**
 * A link outside the route table must be a file the site serves (a feed, the sitemap): 200 and
 * not the app's HTML page. Each address is asked once.
 */
async function isServedFile(page: Page, target: string, known: Map<string, boolean>): Promise<boolean> {
  if (!known.has(target)) {
    const response = await page.request.get(target);
    const type = response.headers()['content-type'] ?? '';
    known.set(target, response.status() === 200 && !type.startsWith('text/html'));
  }
  return known.get(target)!;
}

/**
 * Pages that browse as `role`: one context, signed in once, so every page shares the session (pages of
 * separate contexts would each need their own login or registration).
 */
async function pagesFor(browser: Browser, role: Role, count: number): Promise<Page[]> {
  // A window tall enough for the longest page: what a page loads only as the reader scrolls near it (the home
  // page's sections) is on it too, with its links.
  const context = await browser.newContext({ viewport: { width: 1280, height: 3000 } });
  await recordLayoutShifts(context);
  const first = await context.newPage();
  if (role === 'admin') {
    await logIn(first, ADMIN.email, ADMIN.password);
    await expect(first).toHaveURL(/\/dashboard$/);
  } else if (role === 'reader') {
    await register(first, newReader());
    await expect(first).toHaveURL(/\/dashboard$/);
  }
  const others = await Promise.all(Array.from({ length: count - 1 }, () => context.newPage()));
  return [first, ...others];
}

async function startPaths(request: APIRequestContext): Promise<Map<Role, string[]>> {
  const byRole = new Map<Role, string[]>([
    ['visitor', []],
    ['reader', []],
    ['admin', []],
  ]);
  for (const route of SITE_ROUTES) {
    const role = ROLE_FOR[route.guard ?? 'none'];
    const paths = await pathsFromSeed(route, request);
    byRole.get(role)!.push(...paths);
  }
  return byRole;
}

test.describe('the crawl', () => {
  test.describe.configure({ timeout: 20 * 60_000 });

  test('every route and every internal link leads to a real page', async ({ browser, request }) => {
    const starts = await startPaths(request);
    const failures: string[] = [];
    const visited = new Set<string>();
    const files = new Map<string, boolean>();

    // The visitor's pages as a crawler reads them, one per browsing page.
    const firstHtmlContext = await browser.newContext({ javaScriptEnabled: false });
    for (const [role, paths] of starts) {
      const pages = await pagesFor(browser, role, PAGES_AT_ONCE);
      const firstHtmlPages = new Map<Page, Page | null>();
      for (const page of pages) firstHtmlPages.set(page, role === 'visitor' ? await firstHtmlContext.newPage() : null);
      const queue = [...paths];
      const browsed = new Map<string | undefined, number>();
      let busy = 0;
      // Each page takes the next path; one that finds the queue empty while another is still reading a page
      // waits for the links that page may add.
      const browse = async (page: Page) => {
        for (;;) {
          const path = queue.shift();
          if (path === undefined) {
            if (busy === 0) return;
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          const pathname = path.split('?')[0];
          if (visited.has(pathname)) continue;
          visited.add(pathname);
          busy += 1;
          try {
            const routeId = findSiteRoute(pathname)?.id;
            const browsedOfRoute = browsed.get(routeId) ?? 0;
            browsed.set(routeId, browsedOfRoute + 1);
            const report =
              browsedOfRoute < BROWSED_PER_ROUTE
                ? await visit(page, path, role, firstHtmlPages.get(page)!)
                : await ask(page, path);
            failures.push(...report.problems.map((problem) => `${role} ${path}: ${problem}`));
            for (const href of report.links) {
              const target = internalPath(href);
              if (target === null) continue;
              const targetPathname = target.split('?')[0];
              const route = findSiteRoute(targetPathname);
              if (!route) {
                if (!(await isServedFile(page, target, files))) {
                  failures.push(
                    `${role} ${path}: links to ${target}, which is neither a route of the table nor a file`,
                  );
                }
                continue;
              }
              // Links are followed as the role that found them, when that role may open them.
              if (ROLE_FOR[route.guard ?? 'none'] === role && !visited.has(targetPathname)) queue.push(target);
            }
          } finally {
            busy -= 1;
          }
        }
      };
      await Promise.all(pages.map(browse));
      await pages[0].context().close();
    }
    await firstHtmlContext.close();

    expect(failures, failures.join('\n')).toEqual([]);
    const routesSeen = new Set([...visited].map((path) => findSiteRoute(path)?.id));
    expect(SITE_ROUTES.filter((route) => !routesSeen.has(route.id)).map((route) => route.path)).toEqual([]);
  });
});
