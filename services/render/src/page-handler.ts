import {
  AREA_ERRORS_HEADER,
  DRAWN_REMOTES_HEADER,
  FAILED_REMOTES_HEADER,
  FIRST_AREA_ERROR_HEADER,
  loggedAddress,
  REMOTES_HEADER,
} from '@site/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RenderConfig } from './config.js';
import { log } from './log.js';
import type { RemoteFiles } from './remote-files.js';
import type { LoadedShell } from './shell-bundle.js';

interface Deps {
  config: RenderConfig;
  shell: LoadedShell;
  remoteFiles: Pick<RemoteFiles, 'forPage'>;
}

function remotesFrom(request: IncomingMessage): Record<string, string> {
  const header = request.headers[REMOTES_HEADER];
  if (typeof header !== 'string') return {};
  const parsed = JSON.parse(header) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >;
}

/** An error's first words as a header value: printable ASCII, short. */
const headerText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 300);

/** `GET /page?address=/essays%3Fpage%3D2`: the whole document of one public page, with its status. */
export function pageHandler({ config, shell, remoteFiles }: Deps) {
  return async (request: IncomingMessage, url: URL, response: ServerResponse) => {
    const address = url.searchParams.get('address');
    if (!address?.startsWith('/')) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('address must be a path');
      return;
    }
    const started = performance.now();
    try {
      const files = await remoteFiles.forPage(remotesFrom(request));
      const page = await shell.server.renderPage({
        address,
        assets: shell.assets,
        styles: shell.styles,
        ...files,
        apiOrigin: config.gatewayUrl,
        siteOrigin: config.siteOrigin,
        budgetMs: config.budgetMs,
      });
      for (const error of page.areaErrors)
        log('warn', `an area of ${loggedAddress(address)} is left to the browser`, { error });
      response
        .writeHead(page.status, {
          'content-type': 'text/html; charset=utf-8',
          'server-timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
          // A release's pre-flight reads these: a page drawn with an area left to the browser rendered in part.
          [AREA_ERRORS_HEADER]: String(page.areaErrors.length),
          ...(page.areaErrors[0] ? { [FIRST_AREA_ERROR_HEADER]: headerText(page.areaErrors[0]) } : {}),
          // The gateway counts them toward each remote release's health, as browsers' reports count.
          [DRAWN_REMOTES_HEADER]: page.remotes.drawn.join(','),
          [FAILED_REMOTES_HEADER]: page.remotes.failed.join(','),
        })
        .end(page.html);
    } catch (error) {
      log('error', `could not render ${loggedAddress(address)}`, {
        error: error instanceof Error ? error.stack : String(error),
      });
      response.writeHead(500, { 'content-type': 'text/plain' }).end('The page could not be rendered');
    }
  };
}
