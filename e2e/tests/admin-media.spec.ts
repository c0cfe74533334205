import path from 'node:path';
import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn } from './helpers';

const PICTURE = path.resolve(import.meta.dirname, '../../shell/src/public/og-default.png');

test('the author uploads an image with its alt text and inserts it into a journal entry, where readers see it', async ({
  page,
}) => {
  const alt = `The site's emblem on a pale ground ${Date.now()}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();

  const form = page.getByRole('group', { name: 'Upload an image' });
  // A text file named like an image is refused before it is sent, with the service's own words.
  await form
    .getByLabel('Image file')
    .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(form.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  await form.getByLabel('Image file').setInputFiles(PICTURE);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText(/^Describe the image in its alt text/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Alt text' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Image uploaded');
  const images = page.getByRole('list', { name: 'Images, newest first' });
  await expect(images.getByRole('listitem').first().getByRole('img', { name: alt })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Journal' }).click();
  await page.getByRole('link', { name: 'New entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New journal entry' })).toBeVisible();
  const title = `A picture kept ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Date').fill('2026-11-21');
  await page.getByRole('textbox', { name: 'Body (markdown)' }).fill('What the morning showed.');
  await page.getByRole('button', { name: 'Insert image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await dialog.getByRole('list', { name: 'Or choose one from the library' }).getByRole('button', { name: alt }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Body (markdown)' })).toHaveValue(
    new RegExp(
      `^What the morning showed\\.\\n\\n!\\[${alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]\\(/media/images/\\d+-[0-9a-f]{16}-\\d+\\.webp\\)\\n\\n$`,
    ),
  );
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: alt })).toBeVisible();
  await page.getByRole('button', { name: 'Publish entry' }).click();
  await expectToast(page, 'Entry saved', title);
  const address = `/journal/${page.url().split('/').pop()}`;

  await expect(async () => {
    await page.goto(address);
    await expect(page.getByRole('main').getByRole('img', { name: alt })).toBeVisible({ timeout: 1000 });
  }).toPass();
  const picture = page.getByRole('main').getByRole('img', { name: alt });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
