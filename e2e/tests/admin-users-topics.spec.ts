import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn, newReader, type Reader } from './helpers';
import { mailTo } from './mail';

/** Registers through the API and enters the mailed code, as the code form would: the context is then logged in. */
async function registerVerified(request: APIRequestContext, reader: Reader) {
  expect((await request.post('/api/register', { data: reader })).status()).toBe(201);
  const mail = await mailTo(reader.email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  expect(code).toBeTruthy();
  expect((await request.post('/api/verify-email', { data: { email: reader.email, code } })).status()).toBe(200);
}

async function adminPage(page: Page) {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the author suspends a reader, who is logged out at once and cannot log in until the suspension is lifted', async ({
  page,
  browser,
}) => {
  const reader = newReader();
  await registerVerified(page.request, reader);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminPage(admin);
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search by name, username or email' }).fill(reader.username);
  await admin.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByText(`One account matching “${reader.username}”, page 1 of 1.`)).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(reader.name) });
  await row.getByRole('button', { name: `Suspend ${reader.name}` }).click();
  await expectToast(admin, 'Account changed', `${reader.name} is suspended and logged out.`);
  await expect(row.getByRole('cell', { name: /^Suspended / })).toBeVisible();

  // The reader's session ended with the suspension: the next page asks them to log in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth/);
  await logIn(page, reader.username, reader.password);
  await expectToast(page, 'Login failed', 'This account is suspended.');
  await expect(page).toHaveURL(/\/auth/);

  await row.getByRole('button', { name: `Unsuspend ${reader.name}` }).click();
  await expectToast(admin, 'Account changed', `${reader.name} may log in again.`);
  await logIn(page, reader.username, reader.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await adminContext.close();
});

test('the overview shows the counts, the newest sign-up and a link to every user', async ({ page }) => {
  const reader = newReader();
  await registerVerified(page.request, reader);
  await page.context().clearCookies();
  await adminPage(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  for (const figure of ['Readers', 'Subscribers', 'Essays', 'Messages waiting']) {
    await expect(page.getByRole('region', { name: figure }).getByText(/^[\d,]+$/)).toBeVisible();
  }
  const signups = page.getByRole('region', { name: 'Recent sign-ups' });
  await expect(signups.getByRole('listitem').first()).toContainText(reader.name);
  await signups.getByRole('link', { name: 'All users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('the author turns a topic off: it leaves the side menu and its page answers 404, until it is turned on again', async ({
  page,
  browser,
}) => {
  const topic = 'Mythology';
  await adminPage(page);
  await page.goto('/admin/topics');
  await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
  const active = page.getByRole('checkbox', { name: `${topic} active` });
  await expect(active).toBeChecked();
  await active.uncheck();
  await expectToast(page, 'Topic saved', `${topic} is inactive: it has left the side menu.`);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Open menu' }).first().click();
    const menu = visitor.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Philosophy' })).toBeVisible();
    await expect(menu.getByRole('link', { name: topic })).toHaveCount(0);
    // The gateway revalidates its copy of a page at most once a second.
    await expect.poll(async () => (await visitor.goto(`/topic/${topic}`))?.status(), { timeout: 5_000 }).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Topic Not Found' })).toBeVisible();
  } finally {
    await page.getByRole('checkbox', { name: `${topic} active` }).check();
    await expectToast(page, 'Topic saved', `${topic} is active: it is in the side menu again.`);
  }
  await expect.poll(async () => (await visitor.goto(`/topic/${topic}`))?.status(), { timeout: 5_000 }).toBe(200);
  await visitor.getByRole('button', { name: 'Open menu' }).first().click();
  await expect(visitor.getByRole('dialog').getByRole('link', { name: topic })).toBeVisible();
  await visitorContext.close();
});

test('the author rewrites a topic description, and the topic page shows it', async ({ page }) => {
  const topic = 'Architecture';
  await adminPage(page);
  await page.goto('/admin/topics');
  await page.getByRole('button', { name: `Edit the description of ${topic}` }).click();
  const field = page.getByRole('textbox', { name: `Description of ${topic}` });
  const before = await field.inputValue();
  const written = `${before} Edited at ${Date.now()}.`;
  try {
    await field.fill(written);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Topic saved', `The description of ${topic} is saved.`);
    // The gateway revalidates its copy of a page at most once a second.
    await expect(async () => {
      await page.goto(`/topic/${topic}`);
      await expect(page.getByRole('main').getByText(written)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  } finally {
    await page.goto('/admin/topics');
    await page.getByRole('button', { name: `Edit the description of ${topic}` }).click();
    await page.getByRole('textbox', { name: `Description of ${topic}` }).fill(before);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Topic saved');
  }
});
