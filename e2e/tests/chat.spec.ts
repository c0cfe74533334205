import { expect, test, type Browser, type Page } from './fixtures';
import { ADMIN } from '../playwright.config';
import { logIn, newReader } from './helpers';
import { mailTo } from './mail';

const widget = (page: Page) => page.getByRole('dialog', { name: 'Chat with the author' });
const messages = (page: Page) => widget(page).getByRole('log', { name: 'Messages' });

/** Opens the chat from its button and writes the first message, leaving an address when one is given. */
async function writeFirstMessage(page: Page, text: string, email?: string) {
  await page.getByRole('button', { name: /^Chat with the author/ }).click();
  await expect(widget(page)).toBeVisible();
  if (email) await widget(page).getByLabel('Your email (optional)').fill(email);
  await widget(page).getByLabel('Your message').fill(text);
  await widget(page).getByRole('button', { name: 'Send' }).click();
  await expect(messages(page).getByText(text)).toBeVisible();
}

/** The author, in a browser of their own, opens the waiting conversation in the inbox. */
async function openInInbox(browser: Browser, text: string): Promise<Page> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/admin/inbox');
  await expect(admin.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await admin
    .getByRole('list', { name: 'Threads' })
    .getByRole('link', { name: new RegExp(text) })
    .click();
  await expect(admin.getByRole('region', { name: text })).toBeVisible();
  return admin;
}

test('the chat button loads the chat only when first opened', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/chat\.[\w]+\.js$|[/.]chat[.-]/.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.goto('/essays');
  const button = page.getByRole('button', { name: 'Chat with the author', exact: true });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await button.click();
  await expect(widget(page)).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(widget(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('a visitor writes, the author answers from the inbox, the answer appears live and stays after a reload', async ({
  page,
  browser,
}) => {
  const text = `Is anyone reading this ${newReader().username}`;
  await page.goto('/essays');
  await writeFirstMessage(page, text);

  const admin = await openInInbox(browser, text);
  const thread = admin.getByRole('region', { name: text });
  await thread.getByLabel('Your answer').fill('I am, and <b>this</b> stays plain text.');
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(thread.getByText('Answer sent to the chat.')).toBeVisible();

  // Live, without a reload: the widget's stream brings it.
  await expect(messages(page).getByText('I am, and <b>this</b> stays plain text.')).toBeVisible();
  await expect(messages(page).locator('b')).toHaveCount(0);

  // The conversation follows the visitor to another page and through a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(messages(page).getByText('I am, and <b>this</b> stays plain text.')).toBeVisible();
  await page.reload();
  await expect(messages(page).getByText(text)).toBeVisible();
  await expect(messages(page).getByText('I am, and <b>this</b> stays plain text.')).toBeVisible();

  // The visitor writes again; the author sees it arrive in the open thread.
  await widget(page).getByLabel('Your message').fill('Thank you!');
  await widget(page).getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Thank you!')).toBeVisible();
  await admin.context().close();
});

test('a closed chat shows a new answer on its button', async ({ page, browser }) => {
  const text = `Waiting with the chat closed ${newReader().username}`;
  await page.goto('/');
  await writeFirstMessage(page, text);
  await page.keyboard.press('Escape');
  await expect(widget(page)).toBeHidden();

  const admin = await openInInbox(browser, text);
  const thread = admin.getByRole('region', { name: text });
  await thread.getByLabel('Your answer').fill('An answer while you were away.');
  await thread.getByRole('button', { name: 'Send answer' }).click();

  await expect(page.getByRole('button', { name: 'Chat with the author (1 new answer)' })).toBeVisible();
  await page.getByRole('button', { name: /^Chat with the author/ }).click();
  await expect(messages(page).getByText('An answer while you were away.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with the author', exact: true })).toBeVisible();
  await admin.context().close();
});

test('the author answers by mail too, to the address the visitor left', async ({ page, browser }) => {
  const visitor = newReader();
  const text = `Please write back ${visitor.username}`;
  await page.goto('/');
  await writeFirstMessage(page, text, visitor.email);

  const admin = await openInInbox(browser, text);
  const thread = admin.getByRole('region', { name: text });
  await thread.getByLabel('Your answer').fill('Answered in the chat and by mail.');
  await thread.getByRole('checkbox', { name: `Also send by mail to ${visitor.email}` }).check();
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(thread.getByText('Answer sent by mail.')).toBeVisible();

  const mail = await mailTo(visitor.email, /An answer to your message/);
  expect(mail.text).toContain('Answered in the chat and by mail.');
  expect(mail.text).toContain(`> ${text}`);
  await expect(messages(page).getByText('Answered in the chat and by mail.')).toBeVisible();

  // Answered: it leaves the waiting list and shows under Answered.
  await admin.goto('/admin/inbox');
  await expect(admin.getByRole('list', { name: 'Threads' }).getByRole('link', { name: new RegExp(text) })).toHaveCount(
    0,
  );
  await admin.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Answered' }).click();
  await expect(
    admin.getByRole('list', { name: 'Threads' }).getByRole('link', { name: new RegExp(text) }),
  ).toBeVisible();
  await admin.context().close();
});
