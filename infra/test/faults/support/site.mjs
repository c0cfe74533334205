// The whole site for a fault test: each app a process of its own (as `startStack` runs it), so that one can be
// killed, stopped or started again while the others keep running, on a PostgreSQL the test chooses.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, startStack } from '../../../src/stack.mjs';

export const SERVICES = ['identity', 'content', 'learn', 'audience'];
export const ADMIN = { username: 'admin@faults.test', password: 'Faults-admin-password-42' };
export const INTERNAL_SECRET = 'faults-internal-secret';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `read()` again every 200 ms until `ok` holds for its answer, which it resolves with; fails naming `what` after 15 s. */
export async function eventually(read, ok, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Resolves with how the child ended, at once if it already has. */
export const exited = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** A draft essay the admin API takes, for tests that write while something stops. */
export const draftEssay = (slug, excerpt) => ({
  title: `Draft ${slug}`,
  slug,
  excerpt,
  body: 'A paragraph.',
  topics: [],
  tags: [],
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
});

/**
 * @param {{ ports: Record<'identity'|'content'|'learn'|'audience'|'gateway', number> & { render?: number }, databaseUrl: string,
 *   apps?: string[], env?: Record<string, string>, output?: 'ignore'|((app: string, line: string) => void) }} options
 *   `output` takes each line the apps print, for a test that reads their logs
 */
export async function startSite({
  ports: given,
  databaseUrl,
  apps = [...SERVICES, 'render', 'gateway'],
  env = {},
  output = 'ignore',
}) {
  // The renderer beside the gateway, never on its default port, where the end-to-end tests' may run.
  const ports = { render: given.gateway + 1, ...given };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-site-'));
  // A copy the test may repoint while the site runs: the gateway reads it on every request.
  const remotesFile = path.join(dir, 'remotes.json');
  copyFileSync(path.join(ROOT, 'infra', 'remotes.json'), remotesFile);
  const url = `http://127.0.0.1:${ports.gateway}`;
  const common = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dir, 'data'),
    INTERNAL_SECRET,
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    REMOTES_FILE: remotesFile,
    SITE_URL: url,
    ...env,
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Queries of a test while its database is stopped fail; the pool must not take the test down with them.
  pool.on('error', () => undefined);
  /** The running stack of each app, replaced when the app is started again. */
  const running = new Map();

  const start = async (app) => {
    const stack = await startStack({ apps: [app], ports, env: common, output });
    running.set(app, stack);
    return stack.children[0];
  };
  const stop = async () => {
    await Promise.all([...running.values()].map((stack) => stack.stop()));
    await pool.end();
    rmSync(dir, { recursive: true, force: true });
  };

  // Settled, not raced: when one app fails to start, the others must be running (and stopped) before this throws.
  const services = await Promise.allSettled([...SERVICES, 'render'].filter((app) => apps.includes(app)).map(start));
  const failed = services.find((result) => result.status === 'rejected');
  try {
    if (failed) throw failed.reason;
    if (apps.includes('gateway')) await start('gateway');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    ports,
    /**
     * Points the named remotes elsewhere in the site's `/remotes.json` configuration, the others kept as they are;
     * resolves once the gateway serves them (it reads its release state again within a second).
     */
    repoint: async (entries) => {
      writeFileSync(remotesFile, JSON.stringify({ ...JSON.parse(readFileSync(remotesFile, 'utf8')), ...entries }));
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
        const served = await fetch(`${url}/remotes.json`)
          .then((answer) => answer.json())
          .catch(() => ({}));
        if (Object.entries(entries).every(([name, pointer]) => served[name] === pointer)) return;
      }
      throw new Error(`the gateway did not serve ${JSON.stringify(entries)} within 15 s`);
    },
    /** The app's current process. */
    process: (app) => running.get(app).children[0],
    /** Sends the signal and resolves once the process has ended. */
    signal: async (app, signal) => {
      const child = running.get(app).children[0];
      const ended = exited(child);
      child.kill(signal);
      return ended;
    },
    /** Starts the app again on its port, with the same settings; resolves once it is healthy. */
    start,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    stop,
  };
}

/** Logs in as the site's admin through the gateway; answers the session cookie. */
export async function adminCookie(site) {
  const answer = await fetch(`${site.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (answer.status !== 200) throw new Error(`admin login answered ${answer.status}: ${await answer.text()}`);
  return answer.headers.getSetCookie()[0].split(';')[0];
}
