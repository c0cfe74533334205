import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, mock } from 'node:test';
import { readyBlock } from '../../src/start/ready-block.mjs';
import { humanLine, serviceLog } from '../../src/start/service-log.mjs';

const line = (fields) => JSON.stringify({ time: '2026-11-29T10:04:31.000Z', service: 'content', ...fields });

describe("npm start's console", () => {
  it('writes every line to the app’s log file and shows only warnings, errors and non-JSON lines', async () => {
    const logDir = mkdtempSync(path.join(os.tmpdir(), 'site-start-log-'));
    const shown = mock.method(process.stderr, 'write', () => true);
    const log = serviceLog({ logDir, json: false });
    try {
      log.onLine(
        'content',
        line({ level: 'info', message: 'Mapped {/api/essays, GET} route', context: 'RouterExplorer' }),
      );
      log.onLine('content', line({ level: 'warn', message: 'Slow query', context: 'Search' }));
      log.onLine('content', 'TypeError: boom');
    } finally {
      shown.mock.restore();
    }
    await log.close();
    assert.deepEqual(
      shown.mock.calls.map((call) => call.arguments[0]),
      ['10:04:31 content  warn  Slow query (Search)\n', '[content] TypeError: boom\n'],
    );
    assert.equal(readFileSync(path.join(logDir, 'content.log'), 'utf8').trim().split('\n').length, 3);
  });

  it("takes the administrator from identity's line for the login block, the password only when generated", () => {
    const shown = mock.method(process.stderr, 'write', () => true);
    const log = serviceLog({ logDir: mkdtempSync(path.join(os.tmpdir(), 'site-start-log-')), json: false });
    const account = { level: 'warn', event: 'admin-account', username: 'admin', email: 'admin@localhost' };
    try {
      log.onLine('identity', line({ ...account, message: 'Created…', initialPassword: 'kQ3v-generated' }));
    } finally {
      shown.mock.restore();
      log.close();
    }
    // Shown in the block, not as a warning line.
    assert.equal(shown.mock.callCount(), 0);
    const block = readyBlock({
      url: 'http://localhost:8080',
      seconds: 23,
      admin: log.admin(),
      adminPasswordSet: false,
      dataDir: '.data',
      databaseUrl: false,
      logDir: '.data/logs',
    });
    assert.match(block, /Site +http:\/\/localhost:8080 +\(up in 23 s\)/);
    assert.match(block, /Admin +username admin, email admin@localhost/);
    assert.match(block, /Password +kQ3v-generated +\(generated, shown only this once/);
    assert.match(block, /Logs +\.data\/logs\/<app>\.log/);
  });

  it('prints an error line with its stack', () => {
    assert.equal(
      humanLine('gateway', {
        time: '2026-11-29T10:04:31.000Z',
        level: 'error',
        message: 'Failed',
        stack: 'Error: x\n    at y',
      }),
      '10:04:31 gateway  error Failed\nError: x\n    at y',
    );
  });
});
