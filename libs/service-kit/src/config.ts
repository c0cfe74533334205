import path from 'node:path';

export interface ServiceConfig {
  name: string;
  host: string;
  port: number;
  /** Connection string for a real PostgreSQL, or undefined to embed PGlite. */
  databaseUrl: string | undefined;
  /** Where the embedded PGlite keeps its files. */
  dataDir: string;
  /** Shared secret that signs the caller identity the gateway passes on. */
  internalSecret: string;
  /** The site's public origin (`SITE_URL`), for the absolute links of feeds, sitemaps and robots.txt. */
  siteUrl: string;
  /** Paths the service answers outside `/api` (feeds, sitemaps), as Nest route patterns without the leading slash. */
  publicPaths?: readonly string[];
  /** `run` applies pending migrations at start, `only` applies them and exits (a migrations Job), `skip` leaves them. */
  migrations?: MigrationsMode;
  /** Addresses whose `X-Forwarded-For` is believed (`TRUST_PROXY`): the gateway, wherever it runs. */
  trustProxy?: string;
}

export const MIGRATIONS_MODES = ['run', 'only', 'skip'] as const;
export type MigrationsMode = (typeof MIGRATIONS_MODES)[number];

const DEV_SECRET = 'dev-only-internal-secret-change-me';

/**
 * Reads `<NAME>_HOST`, `<NAME>_PORT`, `<NAME>_DATABASE_URL` (else `DATABASE_URL`), `DATA_DIR`, `INTERNAL_SECRET`,
 * `SITE_URL`, `MIGRATIONS`, `TRUST_PROXY`.
 */
export function readServiceConfig(name: string, defaultPort: number, env = process.env): ServiceConfig {
  const key = name.toUpperCase().replace(/-/g, '_');
  const internalSecret = env.INTERNAL_SECRET ?? DEV_SECRET;
  if (env.NODE_ENV === 'production' && internalSecret === DEV_SECRET) {
    throw new Error('INTERNAL_SECRET must be set in production');
  }
  return {
    name,
    host: env[`${key}_HOST`] ?? '127.0.0.1',
    port: Number(env[`${key}_PORT`] ?? defaultPort),
    databaseUrl: env[`${key}_DATABASE_URL`] || env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data', name),
    internalSecret,
    siteUrl: readSiteUrl(env.SITE_URL),
    migrations: readMigrationsMode(env.MIGRATIONS),
    trustProxy: env.TRUST_PROXY || '127.0.0.1',
  };
}

function readMigrationsMode(value = 'run'): MigrationsMode {
  const mode = MIGRATIONS_MODES.find((m) => m === value);
  if (!mode) throw new Error(`MIGRATIONS must be one of ${MIGRATIONS_MODES.join(', ')}: ${value}`);
  return mode;
}

/** The origin without a trailing slash; a malformed value stops the start rather than publishing broken links. */
function readSiteUrl(value = 'http://localhost:8080'): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`SITE_URL must be an http(s) URL: ${value}`);
  return url.href.replace(/\/+$/, '');
}
