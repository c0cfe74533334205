import { expect, test, type Page } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn, newReader, register } from './helpers';

/** The editor's group of one question. */
const question = (page: Page, n: number) => page.getByRole('group', { name: `Question ${n}` });

test('the author writes a numeric and an ordering quiz, publishes it, a visitor takes it, and an edit makes version 2', async ({
  page,
  browser,
}) => {
  const visitor = newReader();
  const title = `Boiling points ${visitor.username}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/admin/quizzes');
  await expect(admin.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
  await admin.getByRole('link', { name: 'New quiz' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New quiz' })).toBeVisible();

  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(admin.getByRole('textbox', { name: /^Slug/ })).toHaveValue(slug);
  await question(admin, 1).getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Number' });
  await question(admin, 1)
    .getByRole('textbox', { name: /^Prompt/ })
    .fill('At what temperature does water boil?');
  await question(admin, 1).getByRole('spinbutton', { name: 'Value' }).fill('100');
  await question(admin, 1)
    .getByRole('spinbutton', { name: /^Tolerance/ })
    .fill('0.5');
  await question(admin, 1).getByRole('textbox', { name: /^Unit/ }).fill('°C');
  await question(admin, 1)
    .getByRole('textbox', { name: /^Explanation/ })
    .fill('At sea level, 1 atm.');
  await admin.getByRole('button', { name: 'Add question' }).click();
  await question(admin, 2).getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Ordering' });
  await question(admin, 2)
    .getByRole('textbox', { name: /^Prompt/ })
    .fill('Lowest boiling point first.');
  await question(admin, 2).getByRole('textbox', { name: 'Item 1' }).fill('Nitrogen');
  await question(admin, 2).getByRole('textbox', { name: 'Item 2' }).fill('Water');
  await admin.getByRole('button', { name: 'Create draft' }).click();
  await expectToast(admin, 'Quiz created');
  await expect(admin).toHaveURL(/\/admin\/quizzes\/\d+$/);

  // A draft is nowhere on the site.
  await page.goto(`/quizzes/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz not found' })).toBeVisible();

  await admin.getByRole('button', { name: 'Publish' }).click();
  await expectToast(admin, 'Quiz published', `${title} is on the site.`);

  await page.goto('/quizzes');
  // Its card names the title and the number of questions.
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await register(page, visitor);
  await expectToast(page, 'Registration successful');
  await page.goto(`/quizzes/${slug}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your answer').fill('100.2');
  await page.getByRole('button', { name: 'Next' }).click();
  // Two items are never shown in their correct order, so Nitrogen starts below Water.
  await page.getByRole('button', { name: 'Move Nitrogen up' }).click();
  await page.getByRole('button', { name: 'Review answers' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(page.getByText('2 / 2', { exact: true }).first()).toBeVisible();

  // The attempt keeps version 1: changing its questions now makes version 2.
  await admin.reload();
  await expect(admin.getByText(/Version 1 · 1 attempt in all/)).toBeVisible();
  await question(admin, 1).getByRole('spinbutton', { name: 'Value' }).fill('212');
  await question(admin, 1).getByRole('textbox', { name: /^Unit/ }).fill('°F');
  await expect(admin.getByRole('status').filter({ hasText: 'Saving will create version 2' })).toBeVisible();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(admin, 'Quiz saved', 'Saved as version 2; past attempts keep version 1.');
  await expect(admin.getByText(/Version 2 · 1 attempt in all/)).toBeVisible();
  await expect(admin.getByText(/cannot be deleted; unpublish it to hide it/)).toBeVisible();

  await page.goto(`/quizzes/${slug}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('°F', { exact: true })).toBeVisible();
  await adminContext.close();
});
