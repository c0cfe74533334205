import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer } from './mailer.js';

describe('the mailer without SMTP_URL', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each mail as an .eml file and logs one line naming it', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'Site <site@example.org>' }, (line) =>
      lines.push(line),
    );
    await mailer.send({
      to: 'reader@example.org',
      subject: 'Hello',
      text: 'A line of text.',
      replyTo: 'visitor@example.org',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    mailer.close();

    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(path.join(dir, 'outbox', files[0]), 'utf8');
    expect(raw).toMatch(/^From: Site <site@example\.org>$/m);
    expect(raw).toMatch(/^To: reader@example\.org$/m);
    expect(raw).toMatch(/^Reply-To: visitor@example\.org$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(raw).toContain('A line of text.');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path.join(dir, 'outbox', files[0]));
  });
});
