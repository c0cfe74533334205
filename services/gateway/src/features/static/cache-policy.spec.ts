import { cacheControlFor } from './cache-policy.js';

describe('cacheControlFor', () => {
  it('keeps hashed files for a year', () => {
    expect(cacheControlFor('/dist/470.b8725e64ef.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/269.51d9e6d700.css')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates entries, manifests and the page', () => {
    for (const file of ['main.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html']) {
      expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
    }
  });
});
