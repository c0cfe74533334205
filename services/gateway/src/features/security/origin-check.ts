const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckInput {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
  protocol: string;
}

/**
 * CSRF defence for cookie sessions: a state-changing request from a browser must come from
 * this site or an allowed API consumer. Programs send no Origin and have no cookie to abuse.
 */
export function isForbiddenCrossSite(input: OriginCheckInput, allowedOrigins: string[]): boolean {
  if (SAFE_METHODS.has(input.method)) return false;
  if (input.origin) {
    const own = input.host ? `${input.protocol}://${input.host}` : null;
    return input.origin !== own && !allowedOrigins.includes(input.origin);
  }
  return input.secFetchSite === 'cross-site';
}
