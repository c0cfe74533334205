import { expect, test, type Page } from './fixtures';
import { expectToast, newReader, register } from './helpers';

/** Goes through every question, picking the first option where there is one, then submits. */
async function answerAllAndSubmit(page: Page) {
  await page.getByRole('button', { name: /^(Start|Resume)$/ }).click();
  for (let i = 0; i < 40; i += 1) {
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await page.keyboard.press('1');
    const review = page.getByRole('button', { name: 'Review answers' });
    if (await review.isVisible()) {
      await review.click();
      break;
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Yes, submit' }).click();
}

test.describe('learning', () => {
  test('the physics quiz, start to finish, ends with the score and the review', async ({ page }) => {
    await register(page, newReader());
    await expectToast(page, 'Registration successful');
    await page.goto('/quizzes/physics-concepts');
    await expect(page.getByRole('heading', { level: 1, name: 'Physics Concepts' })).toBeVisible();
    await answerAllAndSubmit(page);
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expect(page.getByText(/^\d+ \/ 22$/).first()).toBeVisible();
    // The review shows, for each question, the right answer and why.
    await expect(page.getByText(/Right answer|Correct answer/).first()).toBeVisible();
  });

  test('the spatial IQ test lands on its results page', async ({ page }) => {
    await register(page, newReader());
    await expectToast(page, 'Registration successful');
    await page.goto('/quizzes/spatial-iq-test');
    await answerAllAndSubmit(page);
    await expect(page).toHaveURL(/\/quizzes\/spatial-iq-test\/results$/);
    await expect(page.getByText('This is not a clinical IQ assessment.', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+(st|nd|rd|th)$/).first()).toBeVisible();
  });

  test('enrol, complete a lesson, and see the progress on the dashboard', async ({ page }) => {
    await register(page, newReader());
    await expectToast(page, 'Registration successful');
    await page.goto('/courses/logic-and-proof');
    await page.getByRole('button', { name: 'Enrol' }).click();
    const progress = page.getByRole('progressbar', { name: 'Course progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('navigation', { name: 'Lessons of this course' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
    await page.goto('/dashboard');
    const onDashboard = page.getByRole('progressbar', { name: 'Logic and Proof progress' });
    await expect(onDashboard).toBeVisible();
    await expect(onDashboard).not.toHaveAttribute('aria-valuenow', '0');
  });
});
