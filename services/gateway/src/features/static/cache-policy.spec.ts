import { cacheControlFor } from './cache-policy.js';

describe('cacheControlFor', () => {
  it('keeps hashed files for a year', () => {
    expect(cacheControlFor('/dist/470.b8725e64ef.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/269.51d9e6d700.css')).toBe('public, max-age=31536000, immutable');
    // A module worker, such as PDF.js's, which loads as a module only under its .mjs name.
    expect(cacheControlFor('/dist/assets/pdf.worker.min.3ab2bfbade.mjs.br')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('keeps hashed files for a year when served from their brotli or gzip copy', () => {
    for (const file of ['470.b8725e64ef.js.br', '470.b8725e64ef.js.gz', '269.51d9e6d700.css.br']) {
      expect(cacheControlFor(`/dist/${file}`)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates entries, manifests and the page', () => {
    for (const file of ['main.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html', 'remotes.json']) {
      expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
    }
  });

  it('revalidates entries, manifests and the page when served from a compressed copy', () => {
    for (const file of ['main.js.br', 'remoteEntry.js.gz', 'mf-manifest.json.br', 'index.html.gz', 'index.html.br']) {
      expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
    }
  });

  it('does not take a hash-like name before the compression suffix for a hashed file', () => {
    expect(cacheControlFor('/dist/notes.0123456789.txt.br')).toBe('no-cache');
  });
});
