import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn, newReader, register } from './helpers';

test("the author builds a course in the admin area; moving a lesson before another leaves an enrolled reader's progress as it was", async ({
  page,
  browser,
}) => {
  const title = `Reading Hume ${Date.now()}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await page.getByRole('link', { name: 'New course' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: /^Summary/ }).fill('Impressions, ideas and the problem of induction.');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expectToast(page, 'Course created');
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  const slug = await page.getByRole('textbox', { name: /^Slug/ }).inputValue();

  for (const lesson of ['Impressions', 'Induction']) {
    await page.getByRole('link', { name: 'New lesson' }).click();
    // The course's form, which also has a title, stays on screen until the lesson's takes its place.
    await expect(page.getByRole('heading', { level: 1, name: 'New lesson' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(lesson);
    await page.getByRole('textbox', { name: 'Body (markdown)' }).fill(`Hume on **${lesson.toLowerCase()}**.`);
    await expect(
      page.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: lesson.toLowerCase() }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expectToast(page, 'Lesson created');
    await expect(page).toHaveURL(/\/admin\/courses\/\d+\/lessons\/\d+$/);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Lesson published');
    await page.getByRole('link', { name: `Back to “${title}”` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit course' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Course published');

  // A reader enrols and completes the first lesson.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await register(reader, newReader());
  await expectToast(reader, 'Registration successful');
  const lessonLinks = reader.getByRole('navigation', { name: 'Lessons of this course' }).getByRole('link');
  // Public reads are shared for a second: the course may be a moment away.
  await expect(async () => {
    await reader.goto(`/courses/${slug}`);
    await expect(reader.getByRole('button', { name: 'Enrol' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await reader.getByRole('button', { name: 'Enrol' }).click();
  const progress = reader.getByRole('progressbar', { name: 'Course progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', '0 of 2 lessons complete (0%)');
  await lessonLinks.filter({ hasText: 'Impressions' }).click();
  await reader.getByRole('button', { name: 'Mark complete' }).click();
  const oneOfTwo = '1 of 2 lessons complete (50%)';
  await expect(progress).toHaveAttribute('aria-valuetext', oneOfTwo);

  // The author puts the second lesson first, from the keyboard.
  const moveUp = page.getByRole('button', { name: 'Move “Induction” up' });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '“Induction” moved to position 1 of 2.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lessons' }).getByRole('listitem').first()).toContainText('Induction');

  await expect(async () => {
    await reader.goto(`/courses/${slug}`);
    await expect(lessonLinks.first()).toContainText('Induction', { timeout: 1000 });
  }).toPass();
  await expect(lessonLinks).toHaveCount(2);
  await expect(progress).toHaveAttribute('aria-valuetext', oneOfTwo);
  // The completed lesson is still the one marked done, now second.
  await lessonLinks.filter({ hasText: 'Impressions' }).click();
  await expect(reader.getByText('✓ Completed')).toBeVisible();
  await readerContext.close();
});
