import {
  AREA_ERRORS_HEADER,
  FIRST_AREA_ERROR_HEADER,
  findSiteRoute,
  REMOTE_EXPOSES,
  REMOTES_HEADER,
  SITE_ROUTES,
  type RemoteName,
} from '@site/contracts';
import type { RemoteManifest } from '../static/remotes-manifest.js';
import type { BuildReader } from './build-reader.js';

/** Pages checked at a time: the render process keeps serving visitors meanwhile. */
const AT_ONCE = 2;

/** Each page is asked twice, and judged on the second: the first loads the build's server entry. */
const ATTEMPTS = 2;

const RENDER_CHECK_TIMEOUT_MS = 20_000;

/**
 * The public pages a remote draws: its routes without a guard (a route with a parameter by the first address of the
 * site's sitemaps it matches, so it renders with seeded data), and the home page when its sections are the remote's.
 */
export async function publicAddresses(remote: RemoteName, sitemaps: string[], builds: BuildReader): Promise<string[]> {
  const routes = SITE_ROUTES.filter((route) => route.owner === remote && !route.guard);
  const addresses = routes.filter((route) => !route.path.includes(':')).map((route) => route.path);
  const withParameters = routes.filter((route) => route.path.includes(':'));
  if (withParameters.length > 0) {
    const listed = await sitemapPaths(sitemaps, builds);
    for (const route of withParameters) {
      const example = listed.find((pathname) => findSiteRoute(pathname)?.id === route.id);
      if (example) addresses.push(example);
    }
  }
  if (REMOTE_EXPOSES[remote].length > 1) addresses.unshift('/');
  return [...new Set(addresses)];
}

async function sitemapPaths(sitemaps: string[], builds: BuildReader): Promise<string[]> {
  const texts = await Promise.all(sitemaps.map((file) => builds.text(file)));
  return texts.flatMap((read) =>
    'text' in read ? [...read.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname) : [],
  );
}

/**
 * Why the remote's pages did not render with its build in place of the current one: the render process draws each
 * as an anonymous visitor would see it and says how many areas it had to leave to the browser.
 */
export async function renderProblems(
  renderUrl: string,
  remotes: RemoteManifest,
  addresses: string[],
): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...addresses];
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      const problem = await renderProblem(renderUrl, remotes, address);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return problems.sort();
}

async function renderProblem(renderUrl: string, remotes: RemoteManifest, address: string): Promise<string | null> {
  let problem: string | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(`${renderUrl}/page?address=${encodeURIComponent(address)}`, {
        headers: { [REMOTES_HEADER]: JSON.stringify(remotes) },
        signal: AbortSignal.timeout(RENDER_CHECK_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      const failed = Number(response.headers.get(AREA_ERRORS_HEADER) ?? 0);
      if (response.status !== 200 && response.status !== 404) {
        problem = `The server rendering of ${address} failed (HTTP ${response.status}).`;
      } else if (failed > 0) {
        const first = response.headers.get(FIRST_AREA_ERROR_HEADER) ?? 'no detail';
        problem = `The server rendering of ${address} left ${failed} area${failed === 1 ? '' : 's'} to the browser: ${first}`;
      } else {
        problem = null;
      }
    } catch {
      problem = `The server rendering of ${address} could not be asked for: the render process did not answer.`;
    }
  }
  return problem;
}
