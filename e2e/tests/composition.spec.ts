import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ADMIN, REMOTES_FILE } from '../playwright.config';
import { logIn, scrollToSection } from './helpers';

test.describe('runtime composition', () => {
  test('a blocked content remote costs only its own area, and Retry brings it back', async ({ page }) => {
    await page.route('**/remotes/content/**', (route) => route.abort());
    await page.goto('/essays');
    await expect(page.getByText('The essays and articles could not be loaded.')).toBeVisible();
    // The header and its search still work.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.unroute('**/remotes/content/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'What Proof Cannot Reach' })).toBeVisible();
  });

  test('a failing remote on home costs only its own section', async ({ page }) => {
    await page.route('**/remotes/games/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^View All Essays/ })).toBeVisible();
    await scrollToSection(page, 'Play');
    await expect(page.getByText('The games could not be loaded.')).toBeVisible();
  });

  test('a visitor never fetches the admin remote', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const path of ['/', '/essays', '/games', '/quizzes', '/admin/users', '/admin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(requested.filter((url) => url.includes('/remotes/admin/'))).toEqual([]);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an admin gets the admin remote', async ({ page }) => {
    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const adminRequest = page.waitForRequest((request) => request.url().includes('/remotes/admin/'));
    await page.goto('/admin');
    await adminRequest;
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  });

  test('repointing one remote in /remotes.json takes effect with no rebuild', async ({ page }) => {
    // Serve the games build from another origin, as a new deployment on a CDN would be.
    const dist = path.resolve(import.meta.dirname, '../../remotes/games/dist');
    const requestsSeen: string[] = [];
    const cdn = http.createServer((request, response) => {
      requestsSeen.push(request.url ?? '');
      try {
        const file = readFileSync(path.join(dist, decodeURIComponent((request.url ?? '/').split('?')[0])));
        response.setHeader('access-control-allow-origin', '*');
        response.setHeader('content-type', request.url?.endsWith('.json') ? 'application/json' : 'text/javascript');
        response.end(file);
      } catch {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    const original = readFileSync(REMOTES_FILE, 'utf8');
    try {
      writeFileSync(REMOTES_FILE, JSON.stringify({ ...JSON.parse(original), games: `${origin}/mf-manifest.json` }));
      // The gateway releases the changed entry when it next reads its release state, within a second.
      await expect
        .poll(async () => (await (await page.request.get('/remotes.json')).json()).games, { timeout: 10_000 })
        .toBe(`${origin}/mf-manifest.json`);
      await page.goto('/games');
      await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
      expect(requestsSeen).toContain('/mf-manifest.json');
      expect(requestsSeen.some((url) => url.endsWith('.js'))).toBe(true);
    } finally {
      writeFileSync(REMOTES_FILE, original);
      cdn.close();
    }
  });
});
