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

  it('runs migrations at start unless MIGRATIONS says only or skip, and refuses another value', () => {
    expect(readServiceConfig('content', 3002, {}).migrations).toBe('run');
    expect(readServiceConfig('content', 3002, { MIGRATIONS: 'only' }).migrations).toBe('only');
    expect(readServiceConfig('content', 3002, { MIGRATIONS: 'skip' }).migrations).toBe('skip');
    expect(() => readServiceConfig('content', 3002, { MIGRATIONS: 'later' })).toThrow(/MIGRATIONS must be one of/);
  });

  it('binds and trusts the loopback unless <NAME>_HOST and TRUST_PROXY say otherwise (a pod)', () => {
    expect(readServiceConfig('content', 3002, {})).toMatchObject({ host: '127.0.0.1', trustProxy: '127.0.0.1' });
    expect(readServiceConfig('content', 3002, { CONTENT_HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8' })).toMatchObject({
      host: '0.0.0.0',
      trustProxy: '10.0.0.0/8',
    });
  });
});
