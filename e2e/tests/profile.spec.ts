import { expect, test, type APIRequestContext, type Page } from './fixtures';
import sharp from 'sharp';
import { expectToast, newReader, type Reader } from './helpers';
import { mailTo } from './mail';

const ESSAY = { path: '/essay/what-proof-cannot-reach', title: 'What Proof Cannot Reach' };

/** Registers through the API and enters the mailed code, as the code form would: the context is then logged in. */
async function registerVerified(request: APIRequestContext, reader: Reader) {
  expect((await request.post('/api/register', { data: reader })).status()).toBe(201);
  const mail = await mailTo(reader.email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  expect(code).toBeTruthy();
  expect((await request.post('/api/verify-email', { data: { email: reader.email, code } })).status()).toBe(200);
}

async function signedIn(page: Page): Promise<Reader> {
  const reader = newReader();
  await registerVerified(page.request, reader);
  return reader;
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('a reader uploads a picture, sees it everywhere as a small WebP, and removes it again', async ({ page }) => {
  await signedIn(page);
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c85028' } })
    .jpeg()
    .toBuffer();
  await profile.getByLabel('Upload a picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectToast(page, 'Picture updated');

  const picture = profile.locator('img.ui-avatar__image');
  await expect(picture).toHaveAttribute('src', /^\/api\/user\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
  const file = await page.request.get((await picture.getAttribute('src'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(await sharp(await file.body()).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

  // The header's menu shows the same picture.
  await expect(page.getByRole('button', { name: /^Account menu/ }).locator('img.ui-avatar__image')).toHaveAttribute(
    'src',
    (await picture.getAttribute('src'))!,
  );

  await profile.getByRole('button', { name: 'Remove picture' }).click();
  await expectToast(page, 'Picture removed');
  await expect(profile.locator('img.ui-avatar__image')).toHaveCount(0);
  await expect(profile.getByLabel('Upload a picture')).toBeVisible();
});

test('a file that is not an image is refused with a clear message', async ({ page }) => {
  await signedIn(page);
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(profile.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image.');
  await expect(profile.locator('img.ui-avatar__image')).toHaveCount(0);
});

test('the theme applies at once, holds across reloads and follows the account to another browser', async ({
  page,
  browser,
}) => {
  const reader = await signedIn(page);
  await page.goto('/settings');
  const appearance = page.getByRole('region', { name: 'Appearance' });
  const lightBackground = await background(page);

  await appearance.getByRole('radio', { name: 'Dark' }).check();
  await expect.poll(() => theme(page)).toBe('dark');
  await expect.poll(() => background(page)).not.toBe(lightBackground);
  const darkBackground = await background(page);

  // Before any script of the app runs, the page is dark already.
  await page.reload();
  expect(await theme(page)).toBe('dark');
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await appearance.getByRole('checkbox', { name: 'Reduce motion' }).check();
  await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-motion'))).toBe('reduce');

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto('/auth');
  const form = elsewhere.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username or email').fill(reader.username);
  await form.getByLabel('Password').fill(reader.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => theme(elsewhere)).toBe('dark');
  await expect.poll(() => background(elsewhere)).toBe(darkBackground);
  await other.close();

  await appearance.getByRole('radio', { name: 'Light' }).check();
  await expect.poll(() => theme(page)).toBe('light');
  await expect.poll(() => background(page)).toBe(lightBackground);
});

test('a reader bookmarks an essay from its page and finds it on /bookmarks and the dashboard', async ({ page }) => {
  await page.goto(ESSAY.path);
  await expect(page.getByRole('link', { name: 'Log in to bookmark' })).toBeVisible();

  await signedIn(page);
  await page.goto(ESSAY.path);
  const toggle = page.getByRole('button', { name: `Bookmark ${ESSAY.title}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // Still saved after a reload: the server kept it.
  await page.reload();
  await expect(page.getByRole('button', { name: `Bookmark ${ESSAY.title}` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/bookmarks');
  const essays = page.getByRole('region', { name: 'Essays' });
  await expect(essays.getByRole('link', { name: ESSAY.title })).toHaveAttribute('href', ESSAY.path);

  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Bookmarks' });
  await expect(recent.getByRole('link', { name: ESSAY.title })).toBeVisible();
  await expect(recent.getByRole('link', { name: 'All bookmarks (1)' })).toBeVisible();

  // Removed from the essay's page, it leaves the list too.
  await page.goto(ESSAY.path);
  await page.getByRole('button', { name: `Bookmark ${ESSAY.title}` }).click();
  await expect(page.getByRole('button', { name: `Bookmark ${ESSAY.title}` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/bookmarks');
  await expect(page.getByText('You have no bookmarks yet.')).toBeVisible();
});

test('the newsletter is switched on and off from the settings, for the account address', async ({ page }) => {
  const reader = await signedIn(page);
  await page.goto('/settings');
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  await expect(newsletter.getByText(`Get new essays and notes by mail at ${reader.email}.`)).toBeVisible();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Subscribed');
  await page.reload();
  await expect(newsletter.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await newsletter.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});
