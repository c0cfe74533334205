import path from 'node:path';
import { readServiceConfig } from './config.js';

describe('readServiceConfig', () => {
  it('embeds PGlite under DATA_DIR/<service> when no database is configured', () => {
    const config = readServiceConfig('content', 3002, { DATA_DIR: '/tmp/site' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/tmp/site/content'));
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3002 });
  });

  it('prefers the per-service URL over DATABASE_URL', () => {
    const env = { DATABASE_URL: 'postgres://all', CONTENT_DATABASE_URL: 'postgres://content' };
    expect(readServiceConfig('content', 3002, env).databaseUrl).toBe('postgres://content');
    expect(readServiceConfig('learn', 3003, env).databaseUrl).toBe('postgres://all');
  });

  it('refuses to run in production with the development secret', () => {
    expect(() => readServiceConfig('content', 3002, { NODE_ENV: 'production' })).toThrow(/INTERNAL_SECRET/);
  });

  it('reads the public origin from SITE_URL without a trailing slash, and refuses a malformed one', () => {
    expect(readServiceConfig('content', 3002, {}).siteUrl).toBe('http://localhost:8080');
    expect(readServiceConfig('content', 3002, { SITE_URL: 'https://example.org/' }).siteUrl).toBe(
      'https://example.org',
    );
    expect(() => readServiceConfig('content', 3002, { SITE_URL: 'ftp://example.org' })).toThrow(/SITE_URL/);
  });
});
