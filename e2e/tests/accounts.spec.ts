import { expect, test, type Browser, type Page } from './fixtures';
import { expectToast, logIn, newReader, register, startRegistration, verificationCode, type Reader } from './helpers';
import { mailTo } from './mail';

/** A second browser of the same reader, logged in on its own. */
async function secondBrowser(browser: Browser, reader: Reader): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, reader.username, reader.password);
  await expectToast(page, 'Login successful');
  return page;
}

const accountSection = (page: Page) => page.getByRole('region', { name: 'Account', exact: true });

test.describe('accounts that keep their promises', () => {
  test('register, enter the mailed code, and be logged in', async ({ page }) => {
    const reader = newReader();
    await startRegistration(page, reader);
    await expectToast(page, 'Registration successful', 'Please check your email for verification code');
    await expect(page).toHaveURL(/\/auth$/);
    // Not logged in before the code: the login refuses the right password with its reason.
    const form = page.getByRole('form', { name: 'Check your email' });
    await expect(form.getByLabel('Email')).toHaveValue(reader.email);

    await form.getByLabel('Verification code').fill(await verificationCode(reader.email));
    await form.getByRole('button', { name: 'Verify email' }).click();
    await expectToast(page, 'Registration successful', `Welcome, ${reader.name}!`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: `Account menu for ${reader.name}` })).toBeVisible();
  });

  test('an unverified account is told so at login and can verify there', async ({ page }) => {
    const reader = newReader();
    await startRegistration(page, reader);
    await expectToast(page, 'Registration successful', 'Please check your email for verification code');
    await logIn(page, reader.email, reader.password);
    await expectToast(page, 'Login failed');
    const form = page.getByRole('form', { name: 'Check your email' });
    await form.getByLabel('Verification code').fill(await verificationCode(reader.email));
    await form.getByRole('button', { name: 'Verify email' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('reset the password by the mailed link; every session ends', async ({ page, browser }) => {
    const reader = newReader();
    await register(page, reader);
    await expect(page).toHaveURL(/\/dashboard$/);
    const other = await secondBrowser(browser, reader);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/auth');
    await visitor.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = visitor.getByRole('form', { name: 'Forgot password?' });
    await forgot.getByLabel('Email').fill(reader.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toContainText('If an account uses that address');

    const mail = await mailTo(reader.email, /Reset your/);
    const link = /(https?:\/\/\S+\/auth\/reset\?token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1];
    await visitor.goto(link);
    const newPassword = `${reader.password}-renewed`;
    const resetForm = visitor.getByRole('form', { name: 'Set a new password' });
    await resetForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await resetForm.getByLabel('Repeat new password').fill(newPassword);
    await resetForm.getByRole('button', { name: 'Set new password' }).click();
    await expect(visitor.getByRole('main').getByRole('status')).toContainText('Your password has been changed');

    // Both earlier sessions have ended: their guarded pages send them to the login.
    for (const ended of [page, other]) {
      await ended.goto('/settings');
      await expect(ended).toHaveURL(/\/auth$/);
    }
    // The link works once.
    await visitor.goto(link);
    await visitor.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
    await visitor.getByLabel('Repeat new password').fill(`${newPassword}-again`);
    await visitor.getByRole('button', { name: 'Set new password' }).click();
    await expect(visitor.getByRole('alert')).toContainText('invalid, used or expired');

    await logIn(page, reader.username, newPassword);
    await expectToast(page, 'Login successful');
  });

  test('changing the password ends the other session and keeps this one', async ({ page, browser }) => {
    const reader = newReader();
    await register(page, reader);
    await expect(page).toHaveURL(/\/dashboard$/);
    const other = await secondBrowser(browser, reader);

    await page.goto('/settings');
    const sessions = accountSection(page).getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText(/\(this browser\)/)).toHaveCount(1);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(reader.password);
    await form.getByLabel('New password', { exact: true }).fill(`${reader.password}-changed`);
    await form.getByLabel('Repeat new password').fill(`${reader.password}-changed`);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    await other.goto('/settings');
    await expect(other).toHaveURL(/\/auth$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('end another session from the list', async ({ page, browser }) => {
    const reader = newReader();
    await register(page, reader);
    await expect(page).toHaveURL(/\/dashboard$/);
    const other = await secondBrowser(browser, reader);

    await page.goto('/settings');
    const sessions = accountSection(page).getByRole('list', { name: 'Sessions' });
    const otherRow = sessions.getByRole('listitem').filter({ hasNotText: '(this browser)' });
    await otherRow.getByRole('button', { name: /^End session/ }).click();
    await expectToast(page, 'Session ended');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await other.goto('/settings');
    await expect(other).toHaveURL(/\/auth$/);
  });

  test('delete the account with the password; it cannot log in again', async ({ page }) => {
    const reader = newReader();
    await register(page, reader);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const confirm = page.getByRole('form', { name: 'Confirm deletion' });
    await confirm.getByLabel('Password').fill('not-the-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(confirm.getByRole('alert').last()).toContainText('The password is not correct.');

    await confirm.getByLabel('Password').fill(reader.password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Account deleted', 'Your account has been deleted.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await logIn(page, reader.username, reader.password);
    await expectToast(page, 'Login failed', 'Invalid username or password');
  });
});
