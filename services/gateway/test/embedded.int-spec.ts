import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '@site/infra/stack';
import { simpleParser } from 'mailparser';
import { fakeBuilds } from './fixtures.js';

/** The verification code of the mail to `address` among the `.eml` files in `folder`, once it is there. */
async function outboxCode(folder: string, address: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of await readdir(folder).catch(() => [] as string[])) {
      const mail = await simpleParser(await readFile(path.join(folder, file)));
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      if (!Array.isArray(mail.to) && mail.to?.text === address && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification mail to ${address}`);
}

/** `npm start`'s default: no database configured, so every app embeds its own PGlite. */
describe('the whole stack on the embedded PGlite', () => {
  let stack: Stack;
  let base: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-embedded-'));

  beforeAll(async () => {
    const { shellDir, remotesDir, remotesFile } = fakeBuilds();
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SHELL_DIR: shellDir,
      REMOTES_DIR: remotesDir,
      REMOTES_FILE: remotesFile,
    };
    // Make sure no real database is picked up from the environment.
    for (const name of [
      'DATABASE_URL',
      'IDENTITY_DATABASE_URL',
      'CONTENT_DATABASE_URL',
      'LEARN_DATABASE_URL',
      'AUDIENCE_DATABASE_URL',
      'GATEWAY_DATABASE_URL',
    ]) {
      env[name] = '';
    }
    stack = await startStack({
      // The databases are under test, not the pages: the fake builds have no server bundle for the renderer.
      apps: ['identity', 'content', 'learn', 'audience', 'gateway'],
      ports: { identity: 4411, content: 4412, learn: 4413, audience: 4414, render: 4419, gateway: 4410 },
      env,
      output: 'ignore',
    });
    base = `http://127.0.0.1:${stack.ports.gateway}`;
  }, 180_000);
  afterAll(() => stack?.stop());

  it('keeps each database in its own folder', async () => {
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(dataDir).sort()).toEqual(['audience', 'content', 'gateway', 'identity', 'learn']);
  });

  it('serves seeded essays, journal and quizzes', async () => {
    const essays = (await (await fetch(`${base}/api/essays`)).json()) as unknown[];
    expect(essays.length).toBeGreaterThanOrEqual(12);
    const journal = (await (await fetch(`${base}/api/journal`)).json()) as unknown[];
    expect(journal.length).toBeGreaterThanOrEqual(6);
    const quizzes = (await (await fetch(`${base}/api/elearning/quizzes/standalone`)).json()) as unknown[];
    expect(quizzes).toHaveLength(4);
  });

  it('registers, is verified with the code written to the outbox folder, and logs in', async () => {
    const account = { name: 'Lin', username: 'lin', email: 'lin@example.org', password: 'a-long-passphrase-3' };
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/register', account)).status).toBe(201);
    // Without SMTP_URL the identity service writes its mail as .eml files under DATA_DIR/outbox.
    const code = await outboxCode(path.join(dataDir, 'outbox'), account.email);
    expect((await post('/api/verify-email', { email: account.email, code })).status).toBe(200);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lin', password: account.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const me = await fetch(`${base}/api/user`, { headers: { cookie } });
    expect(((await me.json()) as { username: string }).username).toBe('lin');
  });
});
