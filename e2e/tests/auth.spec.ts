import { expect, test } from './fixtures';
import { expectToast, logIn, newReader, register } from './helpers';

test.describe('accounts', () => {
  test('register, log out and log in again, each with its toast', async ({ page }) => {
    const reader = newReader();
    await register(page, reader);
    await expectToast(page, 'Registration successful', `Welcome, ${reader.name}!`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(reader.email)).toBeVisible();

    await page.getByRole('button', { name: `Account menu for ${reader.name}` }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await logIn(page, reader.username, reader.password);
    await expectToast(page, 'Login successful', `Welcome back, ${reader.name} !`);
    await expect(page.getByRole('button', { name: `Account menu for ${reader.name}` })).toBeVisible();
  });

  test('a wrong password shows "Login failed" with the server message', async ({ page }) => {
    await logIn(page, 'nobody-here', 'not-the-password');
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the form explains bad fields before sending anything', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username', { exact: true }).fill('x');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText(/3 to 32/).first()).toBeVisible();
    await expect(form.getByText(/valid email/i)).toBeVisible();
    await expect(form.getByText(/at least 8/i)).toBeVisible();
  });

  for (const path of ['/dashboard', '/profile', '/settings', '/bookmarks', '/courses/logic-and-proof/enroll']) {
    test(`${path} sends a visitor to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    });
  }
});
