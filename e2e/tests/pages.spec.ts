import { expect, test } from './fixtures';

test('a topic shows its description and what is written under it; an unknown topic is not found', async ({ page }) => {
  await page.goto('/topic/Mathematics');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /Essays/ })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /Courses|Quizzes|Journal/ }).first()).toBeVisible();

  const response = await page.goto('/topic/Alchemy');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Topic Not Found' })).toBeVisible();
});

test('the photography lightbox: arrows move, Escape closes and gives focus back', async ({ page }) => {
  await page.goto('/photography');
  const thumbnails = page.getByRole('main').getByRole('list').getByRole('button');
  await thumbnails.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^1 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(/^2 of \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();
});

test('/ai-test is scored by the server once every passage is answered', async ({ page }) => {
  await page.goto('/ai-test');
  const form = page.getByRole('form', { name: 'Human or machine?' });
  const passages = form.getByRole('group');
  await expect(passages.first()).toBeVisible();
  const count = await passages.count();
  for (let index = 0; index < count; index += 1) {
    await passages
      .nth(index)
      .getByLabel(index % 2 ? 'Machine' : 'Human')
      .check();
  }
  await form.getByRole('button', { name: 'See my score' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`You got \\d+ of ${count} right`) })).toBeVisible();
});
