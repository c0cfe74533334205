// The shell's server entry: the render process requires this bundle and asks it for each public page. The pages
// are the browser's own screens (the shell's and, through Module Federation for Node, each remote's server build).
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { setApiOrigin } from '@site/api-client';
import type { PageRenderRequest, RemoteName, RenderedPage } from '@site/contracts';
import { PageStatusContext, type PageStatus } from '@site/shell-api';
import { App } from '../app/App';
import { Document } from '../document/Document';
import { LEFT_TO_THE_BROWSER, writePageData } from '../document/page-data';
import { DrawnRemotesContext, failedRemotes } from '../remotes/drawn-remotes';
import { RemoteAssetsContext } from '../remotes/remote-assets';
import { registerServerRemotes } from '../remotes/registry';
import { RemotesGate } from './remotes-gate';
import { isPersonal, ServerQueries } from './server-query-client';

/** A render settles in a few rounds: each may find queries that only data from the round before reveals. */
const MAX_ROUNDS = 4;

/** A round started late still gets this long: drawing what is already fetched takes a few milliseconds. */
const MIN_RENDER_MS = 250;

/** Past the budget, an area still waiting (for its remote's code or its data) is left to the browser. */
function renderToText(node: ReactNode, failures: string[], deadline: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(node, {
      // The whole page at once and in order: crawlers, link previews and the gateway's cache all read complete
      // documents, and no area is moved into place by an inline script (the content security policy allows only the
      // boot script).
      onAllReady: () => stream.pipe(sink),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // An area that threw is drawn by the browser instead; the rest of the page is still sent.
      onError: (error) => {
        failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
        return LEFT_TO_THE_BROWSER;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('past the time budget')),
      Math.max(MIN_RENDER_MS, deadline - Date.now()),
    );
  });
}

const gate = new RemotesGate();

/**
 * One public page, drawn from the screens with the data they ask for, as an anonymous visitor sees it, with the
 * remotes the gateway chose for that visitor (a canary's share gets the canary's build).
 */
export function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  // Sorted: the same remotes named in another order are the same map.
  const key = JSON.stringify(Object.entries(request.serverEntries).sort());
  return gate.run(
    key,
    () => registerServerRemotes(request.serverEntries),
    () => renderWithRemotes(request),
  );
}

async function renderWithRemotes(request: PageRenderRequest): Promise<RenderedPage> {
  setApiOrigin(request.apiOrigin);
  const deadline = Date.now() + request.budgetMs;
  const queries = new ServerQueries();
  const queryClient = queries.client;
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={request.address}>{children}</StaticRouter>
  );
  let page: RenderedPage = { status: 200, html: '', areaErrors: [], remotes: { drawn: [], failed: [] } };
  const pageQueries = () =>
    dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status !== 'pending' && !isPersonal(query.queryKey, query.meta),
    });
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const status: PageStatus = { code: 200 };
    const failures: string[] = [];
    const drawn = new Set<RemoteName>();
    const dehydrated = pageQueries();
    const pageData = writePageData({ assets: request.assets, siteOrigin: request.siteOrigin, queries: dehydrated });
    const html = await renderToText(
      <PageStatusContext value={status}>
        <RemoteAssetsContext value={request.remoteAssets}>
          <DrawnRemotesContext value={drawn}>
            <Document
              assets={request.assets}
              styles={request.styles}
              siteOrigin={request.siteOrigin}
              pageData={pageData}
            >
              <App queryClient={queryClient} router={router} />
            </Document>
          </DrawnRemotesContext>
        </RemoteAssetsContext>
      </PageStatusContext>,
      failures,
      deadline,
    );
    const failed = failedRemotes(failures, request.serverEntries);
    // Each failure's first lines: what the render process logs and reports of an area left to the browser.
    const areaErrors = failures.map((failure) => failure.split('\n').slice(0, 4).join(' | '));
    page = { status: status.code, html, areaErrors, remotes: { drawn: [...new Set([...drawn, ...failed])], failed } };
    if (Date.now() >= deadline) break;
    const fetched = await queries.fetchAsked(deadline);
    // Data a screen made while rendering (a game's puzzle) belongs in the page's data too, or the browser makes it
    // again while it hydrates.
    if (!fetched && pageQueries().queries.length === dehydrated.queries.length) break;
  }
  queryClient.clear();
  return page;
}
