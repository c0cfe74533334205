import {
  HEALTH_REPORT_MAX_VIEWS,
  type RemoteHealthCount,
  type RemoteHealthReport,
  type RemoteName,
} from '@site/contracts';

/**
 * Page views and errors of each version of each remote, reported so that the gateway can withdraw a canary that
 * fails more than its stable version. Only counts are sent: no address, no user.
 */
const HEALTH_URL = '/api/releases/health';

/** Since the last report, by remote and manifest URL. */
const counts = new Map<string, RemoteHealthCount>();
/** The page the views below were counted on: a view is counted once per remote version per page. */
let page: string | null = null;
const viewedOnPage = new Set<string>();
let listening = false;

/**
 * An area of `remote` rendered. The page is the browser's address, not the area's: a page fading out still draws
 * for the address it left, and a view it finishes meanwhile belongs to the page the reader is on.
 */
export function countView(remote: RemoteName, manifestUrl: string | undefined): void {
  if (!manifestUrl) return;
  const here = window.location.pathname + window.location.search;
  if (here !== page) {
    page = here;
    viewedOnPage.clear();
  }
  const key = keyOf(remote, manifestUrl);
  if (viewedOnPage.has(key)) return;
  viewedOnPage.add(key);
  add(remote, manifestUrl, 'views');
}

/** An area of `remote` failed to load or threw while rendering. */
export function countError(remote: RemoteName, manifestUrl: string | undefined): void {
  if (manifestUrl) add(remote, manifestUrl, 'errors');
}

/** Sends what was counted since the last report, if anything, and starts again from nothing. */
function sendHealthReport(): void {
  if (counts.size === 0) return;
  const report: RemoteHealthReport = { counts: [...counts.values()] };
  counts.clear();
  const json = JSON.stringify(report);
  if (beacon(json)) return;
  // A lost report only delays a rollback: nothing to tell the reader.
  fetch(HEALTH_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: json,
  }).catch(() => undefined);
}

function beacon(json: string): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(HEALTH_URL, new Blob([json], { type: 'application/json' }));
  } catch {
    // Older Chrome refused a beacon whose type is not a form's or plain text's.
    return false;
  }
}

function keyOf(remote: RemoteName, manifestUrl: string): string {
  return `${remote} ${manifestUrl}`;
}

function add(remote: RemoteName, manifestUrl: string, field: 'views' | 'errors'): void {
  listen();
  const key = keyOf(remote, manifestUrl);
  const entry = counts.get(key) ?? { remote, manifestUrl, views: 0, errors: 0 };
  counts.set(key, entry);
  entry[field] += 1;
  // Sent as soon as one number reaches the most a report may carry, so none is ever capped away.
  if (entry[field] >= HEALTH_REPORT_MAX_VIEWS) sendHealthReport();
}

/**
 * Installed with the first count, which only the browser makes (in effects and error boundaries): a hidden page
 * may never be shown again, so it is the last sure moment to send.
 */
function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendHealthReport();
  });
  window.addEventListener('pagehide', sendHealthReport);
}
