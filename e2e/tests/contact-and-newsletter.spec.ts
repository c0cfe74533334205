import { expect, test } from './fixtures';
import { CONTACT_EMAIL, CONTACT_MIN_FILL_MS, SUBSCRIBE_CONFIRMED_TEXT, SUBSCRIBE_SENT_TEXT } from '@site/contracts';
import { expectToast, newReader } from './helpers';
import { mailTo } from './mail';

test('a visitor writes to the author: the toast, a cleared form, and a mail to the author that replies to them', async ({
  page,
}) => {
  const visitor = newReader();
  const subject = `A question about entropy ${visitor.username}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact' });
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Subject').fill(subject);
  await form
    .getByLabel('Message')
    .fill('Your essay on Shannon made me wonder about the second law. Could you say more?');
  // The form refuses to be sent sooner than a person could fill it in.
  await page.waitForTimeout(CONTACT_MIN_FILL_MS + 200);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expectToast(page, 'Message sent');
  await expect(form.getByLabel('Subject')).toHaveValue('');

  const mail = await mailTo(CONTACT_EMAIL, new RegExp(subject));
  expect(mail.replyTo?.value[0].address).toBe(visitor.email);
  expect(mail.text).toContain('Could you say more?');
});

test('newsletter: sign up, confirm by pressing the mailed page’s button, leave with one click and no cookie', async ({
  page,
  playwright,
}) => {
  const { email } = newReader();
  await page.goto('/newsletter');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(SUBSCRIBE_SENT_TEXT)).toBeVisible();

  const confirmMail = await mailTo(email, /confirm/i);
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirmMail.text ?? '')?.[0];
  expect(confirmLink).toBeTruthy();
  const { pathname, search } = new URL(confirmLink!);
  // Opening the link confirms nothing by itself: a mail scanner that follows it cannot subscribe anyone.
  await page.goto(pathname + search);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText(SUBSCRIBE_CONFIRMED_TEXT)).toBeVisible();

  // Every newsletter mail, the confirmation included, offers mail clients the one-click way out.
  const header = (key: string) =>
    confirmMail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ') ?? '';
  const oneClick = /<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(
    header('list-unsubscribe'),
  )?.[1];
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(oneClick).toBeTruthy();
  // A mail client's one-click POST: no cookie, no Origin, a form body (RFC 8058).
  const client = await playwright.request.newContext();
  const { pathname: unsubscribePath, search: unsubscribeSearch } = new URL(oneClick!);
  const response = await client.post(new URL(unsubscribePath + unsubscribeSearch, page.url()).toString(), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(response.status()).toBe(200);
  await client.dispose();
});

test('the newsletter page shows the archive of sent issues', async ({ page }) => {
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { name: /archive|past issues/i })).toBeVisible();
  // Two issues come with the seed.
  await expect(page.getByRole('main').getByRole('listitem').nth(1)).toBeVisible();
});
