import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn } from './helpers';

test('the author sees each remote’s release, and makes a deploy token that works once shown and never after revoking', async ({
  page,
  playwright,
}) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Releases' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  const games = page.getByRole('region', { name: 'games', exact: true });
  await expect(games.getByRole('region', { name: 'Stable' })).toContainText('Released by');
  await expect(games.getByText('No canary: every visitor gets the stable release.', { exact: false })).toBeVisible();

  const name = `games CI ${Date.now()}`;
  const form = page.getByRole('form', { name: 'New deploy token' });
  await form.getByLabel('Remote').selectOption('games');
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('button', { name: 'Make token' }).click();
  const shown = page.getByRole('region', { name: `Token “${name}” for games` });
  await expect(shown.getByText('Copy it now: it is not shown again.')).toBeVisible();
  const token = (await shown.locator('code').textContent()) ?? '';
  expect(token).toMatch(/^sdt_[A-Za-z0-9_-]{43}$/);

  // A team's CI calls the release API with it, without any session.
  const ci = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const preflight = () =>
    ci.post('/api/releases/preflight', {
      headers: { authorization: `Bearer ${token}` },
      data: { remote: 'games', manifestUrl: '/remotes/games/no-such-build/mf-manifest.json' },
    });
  const refused = await preflight();
  expect(refused.status()).toBe(200);
  expect((await refused.json()).reasons[0]).toMatch(
    /^The manifest at \/remotes\/games\/no-such-build\/mf-manifest\.json could not be loaded/,
  );

  await shown.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await row
    .getByRole('group', { name: `Revoke ${name}` })
    .getByRole('button', { name: 'Yes, revoke it' })
    .click();
  await expectToast(page, 'Token revoked', name);
  await expect(row).toHaveCount(0);
  expect((await preflight()).status()).toBe(401);
  await ci.dispose();
});
