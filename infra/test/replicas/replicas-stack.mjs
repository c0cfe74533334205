// Two gateways, two content and two audience services behind nginx, identity and learn once, on one fresh
// database of the real PostgreSQL: the shape of a scaled-out deployment, on one machine.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SmtpInbox } from '@site/mailer/testing';
import { createTestDatabase } from '@site/service-kit/testing';
import pg from 'pg';
import { startStack } from '../../src/stack.mjs';
import { startNginx } from './nginx.mjs';

export const ADMIN = { username: 'admin@replicas.test', password: 'Admin-password-42' };
export const LOGIN_LIMIT_PER_ACCOUNT = 4;

const PORTS = {
  front: 5800,
  identity: 5801,
  contentBalancer: 5802,
  learn: 5803,
  gatewayA: 5810,
  contentA: 5812,
  audienceA: 5814,
  gatewayB: 5820,
  contentB: 5822,
  audienceB: 5824,
};

/** A shell build of one page: the gateway serves it, these tests only call /api. */
function tinyShell(dir) {
  const shellDir = path.join(dir, 'shell');
  mkdirSync(shellDir);
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  return shellDir;
}

export async function startReplicas() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replicas-'));
  const database = await createTestDatabase('replicas');
  const inbox = await SmtpInbox.start();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const stacks = [];
  let nginx;
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dir, 'data'),
    INTERNAL_SECRET: 'replicas-internal-secret',
    SESSION_SECRET: 'replicas-session-secret-at-least-32-characters',
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: inbox.url,
    // Both audience workers look at the outbox all the time, so they race for every mail.
    MAIL_POLL_MS: '50',
    MAIL_RETRY_MS: '200',
    LOGIN_LIMIT_PER_ACCOUNT: String(LOGIN_LIMIT_PER_ACCOUNT),
    // The gateways believe nginx's X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    SHELL_DIR: tinyShell(dir),
    // One remote, for the release state both gateways serve; this shell draws no page, so nothing loads it.
    REMOTES_JSON: JSON.stringify({ games: '/remotes/games/mf-manifest.json' }),
  };
  const ports = { identity: PORTS.identity, learn: PORTS.learn, content: PORTS.contentA, audience: PORTS.audienceA };
  const start = async (app, port, extra = {}) => {
    const stack = await startStack({
      apps: [app],
      ports: { ...ports, [app]: port },
      env: { ...env, ...extra },
      output: 'ignore',
      // Eight apps start on a shared machine: give each more than the usual time.
      timeoutMs: 150_000,
    });
    stacks.push(stack);
    return stack;
  };
  // Every start settles before a failure is thrown, so `stop` ends the ones that did start.
  const startAll = async (starts) => {
    const settled = await Promise.allSettled(starts);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((result) => result.value);
  };
  const stop = async () => {
    await Promise.all(stacks.reverse().map((stack) => stack.stop()));
    await nginx?.stop();
    await pool.end();
    await database.drop();
    await inbox.stop();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    nginx = await startNginx(dir, [
      { name: 'gateways', port: PORTS.front, upstreams: [PORTS.gatewayA, PORTS.gatewayB] },
      { name: 'contents', port: PORTS.contentBalancer, upstreams: [PORTS.contentA, PORTS.contentB] },
    ]);
    // Content through nginx, so either content replica may go; each gateway has its own audience replica,
    // so a chat message crosses from one to the other only through the database.
    const contentUrl = `http://127.0.0.1:${PORTS.contentBalancer}`;
    const gatewayEnv = (audiencePort) => ({
      CONTENT_URL: contentUrl,
      AUDIENCE_URL: `http://127.0.0.1:${audiencePort}`,
    });
    // The first replica of each app runs the migrations and the seed; the second starts on a ready schema.
    const [, , contentA, audienceA, gatewayA] = await startAll([
      start('identity', PORTS.identity),
      start('learn', PORTS.learn),
      start('content', PORTS.contentA),
      start('audience', PORTS.audienceA),
      start('gateway', PORTS.gatewayA, gatewayEnv(PORTS.audienceA)),
    ]);
    const [contentB, audienceB, gatewayB] = await startAll([
      start('content', PORTS.contentB),
      start('audience', PORTS.audienceB),
      start('gateway', PORTS.gatewayB, gatewayEnv(PORTS.audienceB)),
    ]);
    return {
      url: `http://127.0.0.1:${PORTS.front}`,
      gateways: { a: `http://127.0.0.1:${PORTS.gatewayA}`, b: `http://127.0.0.1:${PORTS.gatewayB}` },
      /** Each replica's child process, to stop or kill. */
      processes: {
        gatewayA: gatewayA.children[0],
        gatewayB: gatewayB.children[0],
        contentA: contentA.children[0],
        contentB: contentB.children[0],
        audienceA: audienceA.children[0],
        audienceB: audienceB.children[0],
      },
      inbox,
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
