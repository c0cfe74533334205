import { isForbiddenCrossSite } from './origin-check.js';

const base = { host: 'site.example', protocol: 'https', secFetchSite: undefined, origin: undefined };

describe('the Origin check on state-changing requests', () => {
  it('lets reads through from anywhere', () => {
    expect(isForbiddenCrossSite({ ...base, method: 'GET', origin: 'https://evil.example' }, [])).toBe(false);
  });

  it('lets the site itself change state', () => {
    expect(isForbiddenCrossSite({ ...base, method: 'POST', origin: 'https://site.example' }, [])).toBe(false);
  });

  it('refuses another origin unless it is allowed', () => {
    const request = { ...base, method: 'POST', origin: 'https://evil.example' };
    expect(isForbiddenCrossSite(request, [])).toBe(true);
    expect(isForbiddenCrossSite(request, ['https://evil.example'])).toBe(false);
  });

  it('refuses a cross-site request that hides its Origin', () => {
    expect(isForbiddenCrossSite({ ...base, method: 'DELETE', secFetchSite: 'cross-site' }, [])).toBe(true);
  });

  it('lets programs without Origin or Sec-Fetch-Site through (they hold no browser cookie)', () => {
    expect(isForbiddenCrossSite({ ...base, method: 'POST' }, [])).toBe(false);
  });
});
