import { expect, hydratedWithin, type Locator, type Page } from './fixtures';
import { mailTo } from './mail';

let counter = 0;

/** A fresh account each time, so tests never depend on each other's users. */
export function newReader() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Reader ${id}`,
    username: `reader_${id}`,
    email: `reader_${id}@example.org`,
    password: `passphrase-${id}-ok`,
  };
}

export type Reader = ReturnType<typeof newReader>;

/** Fills and sends the registration form; the account then waits for the mailed code. */
export async function startRegistration(page: Page, reader: Reader) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name', { exact: true }).fill(reader.name);
  await form.getByLabel('Username', { exact: true }).fill(reader.username);
  await form.getByLabel('Email').fill(reader.email);
  await form.getByLabel('Password', { exact: true }).fill(reader.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** The six digits of the latest verification mail to the address. */
export async function verificationCode(email: string): Promise<string> {
  const mail = await mailTo(email, /verification code/);
  return /\b(\d{6})\b/.exec(mail.text ?? '')![1];
}

/** Registers and enters the mailed code, as a reader does: the reader ends up logged in. */
export async function register(page: Page, reader: Reader) {
  await startRegistration(page, reader);
  const form = page.getByRole('form', { name: 'Check your email' });
  await form.getByLabel('Verification code').fill(await verificationCode(reader.email));
  await form.getByRole('button', { name: 'Verify email' }).click();
  // Signed in only once the code is accepted: the welcome, not the earlier "check your email", says so.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(`Welcome, ${reader.name}!`)).toBeVisible();
}

export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username or email').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** The banner every page carries, in its first HTML too. */
export const BANNER_TEXT = 'STOP GENOCIDE NOW';
export const banner = (page: Page) => page.getByText(BANNER_TEXT, { exact: true });

export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** Holds back the requests matching `url` until the returned function is called. */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Scrolls to a page's section, named by its heading, as a reader does: the home page's sections are hydrated (their
 * remote fetched and run) only as they come near.
 */
export async function scrollToSection(page: Page, name: string): Promise<Locator> {
  const section = page.getByRole('region', { name });
  await expect(() => section.scrollIntoViewIfNeeded()).toPass();
  await hydratedWithin(section);
  return section;
}
