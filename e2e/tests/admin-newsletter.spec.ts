import { expect, test, type Page } from './fixtures';
import { SUBSCRIBE_CONFIRMED_TEXT, SUBSCRIBE_SENT_TEXT } from '@site/contracts';
import { ADMIN } from '../playwright.config';
import { logIn, newReader } from './helpers';
import { mailTo } from './mail';

/** Signs the address up on /newsletter and confirms it with the mailed link's button. */
async function subscribeAndConfirm(page: Page, email: string) {
  await page.goto('/newsletter');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(SUBSCRIBE_SENT_TEXT)).toBeVisible();
  const mail = await mailTo(email, /confirm/i);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText(SUBSCRIBE_CONFIRMED_TEXT)).toBeVisible();
}

test('the author composes an issue from an essay, tests it, sends it, and a confirmed reader gets it', async ({
  page,
  browser,
}) => {
  const visitor = newReader();
  await subscribeAndConfirm(page, visitor.email);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/admin/newsletter');
  await expect(admin.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(admin.getByRole('button', { name: /^Confirmed \(\d+\)$/ })).toBeVisible();

  await admin.getByRole('link', { name: 'New issue' }).click();
  const essays = admin.getByRole('list', { name: 'Newest essays' });
  const firstEssay = essays.getByRole('button').first();
  const essayTitle = (await firstEssay.textContent())!.trim();
  await firstEssay.click();
  const subject = `Letter ${visitor.username}`;
  const form = admin.getByRole('form', { name: 'Issue' });
  await expect(form.getByLabel('Subject')).toHaveValue(essayTitle);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Introduction').fill('This month, one essay I keep coming back to.');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(admin).toHaveURL(/\/admin\/newsletter\?issue=\d+$/);
  await expect(admin.getByText('All changes saved.')).toBeVisible();
  const preview = admin.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('This month, one essay I keep coming back to.')).toBeVisible();
  await expect(preview.getByRole('link', { name: essayTitle })).toBeVisible();

  await admin.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(admin.getByText(`A test was sent to ${ADMIN.email}.`)).toBeVisible();
  const testMail = await mailTo(ADMIN.email, new RegExp(`^\\[Test\\] ${subject}$`));
  expect(testMail.text).toContain('This month, one essay I keep coming back to.');

  await admin.getByRole('button', { name: 'Send to subscribers' }).click();
  const confirm = admin.getByRole('group', { name: 'Send to subscribers' });
  await expect(confirm).toContainText(`Send “${subject}” to`);
  await confirm.getByRole('button', { name: 'Send now' }).click();
  const progress = admin.getByRole('status', { name: 'Progress' });
  await expect(progress).toBeVisible();
  // Polled until every mail has left the outbox.
  await expect(progress).toHaveText(/^Mails: (\d+) queued, \1 sent$/, { timeout: 20_000 });

  const mail = await mailTo(visitor.email, new RegExp(`^${subject}$`));
  expect(mail.text).toContain('This month, one essay I keep coming back to.');
  const header = (key: string) =>
    mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ') ?? '';
  expect(header('list-unsubscribe')).toMatch(/<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>/);
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await adminContext.close();

  await page.goto('/newsletter');
  const archived = page.getByRole('main').getByRole('listitem').filter({ hasText: subject });
  await expect(archived).toBeVisible();
  await archived.getByText(subject).click();
  await expect(archived.getByText('This month, one essay I keep coming back to.')).toBeVisible();
});

test('the newsletter admin is for the author only', async ({ page }) => {
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toHaveCount(0);
  const response = await page.request.get('/api/admin/newsletter/issues');
  expect(response.status()).toBe(401);
});
