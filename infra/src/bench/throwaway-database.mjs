// A database of its own on the real PostgreSQL for one bench section, dropped afterwards whatever happens.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `work` with one client on `url`, closed afterwards. */
export async function onDatabase(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<random>`, runs `work` with its URL, then drops it (forcing out connections left open).
 * @template T
 * @param {string} prefix
 * @param {(databaseUrl: string) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withThrowawayDatabase(prefix, work) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onDatabase(ADMIN_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await onDatabase(ADMIN_URL, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}
