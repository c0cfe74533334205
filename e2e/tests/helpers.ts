import { expect, type Page } from '@playwright/test';

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

export async function register(page: Page, reader: Reader) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name', { exact: true }).fill(reader.name);
  await form.getByLabel('Username', { exact: true }).fill(reader.username);
  await form.getByLabel('Email').fill(reader.email);
  await form.getByLabel('Password', { exact: true }).fill(reader.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username or email').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

export const banner = (page: Page) => page.getByText('STOP GENOCIDE NOW', { exact: true });

export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}
