import { pathTo } from '@site/contracts';
import { robotsTxt } from './robots-txt.js';

describe('robotsTxt', () => {
  const text = robotsTxt('https://example.org');

  it('names the sitemap index by its absolute address', () => {
    expect(text).toMatch(/^Sitemap: https:\/\/example\.org\/sitemap\.xml$/m);
  });

  it('keeps crawlers out of the API and the signed-in pages, and nowhere else', () => {
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Disallow: ${pathTo('dashboard')}\n`);
    expect(text).toContain(`Disallow: ${pathTo('admin')}\n`);
    expect(text).not.toContain(`Disallow: ${pathTo('essays')}\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
