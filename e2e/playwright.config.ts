import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../infra/src/bench/chromium.mjs';

/** Ports apart from `npm start`'s, so a running dev site does not clash with the tests. */
export const E2E_PORTS = {
  IDENTITY_PORT: '4101',
  CONTENT_PORT: '4102',
  LEARN_PORT: '4103',
  AUDIENCE_PORT: '4104',
  RENDER_PORT: '4105',
  GATEWAY_PORT: '4180',
};
export const BASE_URL = `http://localhost:${E2E_PORTS.GATEWAY_PORT}`;
/** The SMTP server the site under test sends its mail to (e2e/support/smtp-sink.mjs). */
const SMTP_PORT = '4125';
export const ADMIN = { email: 'admin@e2e.test', password: 'E2e-admin-password-42' };
/**
 * The site's data folder: fresh for each run, and the same in the workers (they inherit the variable), so a
 * test can read the mail the SMTP server received in `<DATA_DIR>/smtp`.
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `site-e2e-data-${process.pid}-${Date.now()}`);
export const DATA_DIR = process.env.E2E_DATA_DIR;
/** The remotes.json the site under test reads, so a test may repoint a remote while it runs. */
export const REMOTES_FILE = path.join(os.tmpdir(), 'site-e2e-remotes.json');

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: BASE_URL,
    // Recording every test costs a fifth of the suite's time; a failure is reproduced with `--trace on`.
    trace: 'off',
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
  // The crawl opens every page, counting views and enrolling its readers: it runs after the
  // tests that read those figures from the fresh seed.
  projects: [
    { name: 'site', testIgnore: /crawl\.spec\.ts$/ },
    { name: 'crawl', testMatch: /crawl\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: [
    {
      command: `node ${path.join(root, 'e2e/support/smtp-sink.mjs')}`,
      port: Number(SMTP_PORT),
      reuseExistingServer: false,
      env: { E2E_DATA_DIR: DATA_DIR, E2E_SMTP_PORT: SMTP_PORT },
    },
    {
      // The site exactly as `npm start` runs it (already built by `npm run test:e2e`), on a fresh embedded database.
      command: `node ${path.join(root, 'infra/src/start.mjs')} --no-build`,
      url: `${BASE_URL}/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...E2E_PORTS,
        DATA_DIR,
        // Canonical URLs, cards and mailed links point at the site under test.
        SITE_URL: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        REMOTES_FILE,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Every test browser is 127.0.0.1: the per-address limits (tested in the gateway's own tests) would
        // otherwise cut the suite's many registrations, logins and mailed codes short.
        REGISTER_LIMIT_PER_IP: '1000',
        LOGIN_LIMIT_PER_IP: '1000',
        ACCOUNT_LIMIT_PER_IP: '1000',
        LOGIN_LIMIT_PER_ACCOUNT: '1000',
        HEALTH_REPORT_LIMIT_PER_IP: '100000',
        // The suite checks what the server draws, not how fast: on two cores shared with the integration lane a page
        // can outlast the production budget and leave an area to the browser (the fault tests check the budget).
        RENDER_BUDGET_MS: '5000',
        RENDER_TIMEOUT_MS: '8000',
      },
    },
  ],
});
