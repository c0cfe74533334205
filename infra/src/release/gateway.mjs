// The gateway's release API as the release script calls it: JSON in and out, with the team's deploy token.
/** @import { PreflightReport, PreflightRequest, ReleaseRequest, RemoteReleaseState } from '@site/contracts' */

/** Pre-flight fetches the build's manifest from wherever it was uploaded: a slow CDN must not hang CI forever. */
const TIMEOUT_MS = 120_000;

/** A call the release cannot go on from, in one line for CI's log. */
export class GatewayError extends Error {}

/** What a refusal says: Nest answers `{ message }`, its validation `{ message: string[] }`. */
function messageOf(body, fallback) {
  const message = body && typeof body === 'object' ? body.message : undefined;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' && message ? message : fallback;
}

/**
 * @param {{ siteUrl: string, token: string }} o the site's address, the deploy token
 */
export function releaseApi({ siteUrl, token }) {
  /** POSTs `body`; answers `{ status, body }` for an `accepted` status, throws `GatewayError` for any other answer. */
  async function post(path, body, accepted) {
    const url = new URL(path, siteUrl);
    const call = `POST ${url.href}`;
    let response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        // A redirect would drop the token (another origin) or the body (301, 302): SITE_URL must be the site itself.
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      if (error.name === 'TimeoutError') throw new GatewayError(`${call} had no answer within ${TIMEOUT_MS / 1000} s.`);
      // undici says "fetch failed" and puts the reason in `cause` (an AggregateError's message is empty, its code not).
      const why = error.cause?.message || error.cause?.code || error.message;
      throw new GatewayError(`Could not reach the site: ${call} failed: ${why}.`);
    }
    if (response.status >= 300 && response.status < 400)
      throw new GatewayError(
        `${call} was redirected (${response.status}) to ${response.headers.get('location')}: set SITE_URL to the site's own address.`,
      );
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      const type = response.headers.get('content-type') || 'no content type';
      throw new GatewayError(
        `${call} answered ${response.status} with ${type}, not JSON: is SITE_URL (${siteUrl}) the site's address?`,
      );
    }
    if (!accepted.includes(response.status))
      throw new GatewayError(`${call} answered ${response.status}: ${messageOf(json, response.statusText)}`);
    return { status: response.status, body: json };
  }

  return {
    /**
     * @param {PreflightRequest} request
     * @returns {Promise<PreflightReport>}
     */
    preflight: async (request) => (await post('/api/releases/preflight', request, [200])).body,
    /**
     * A 422 is a refusal the caller reports: the build failed its checks between pre-flight and release.
     * @param {ReleaseRequest} request
     * @returns {Promise<{ status: 201, body: RemoteReleaseState } | { status: 422, body: { message: string, reasons: string[] } }>}
     */
    release: (request) => post('/api/releases', request, [201, 422]),
  };
}
