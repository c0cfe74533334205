import type { BookList } from '@site/contracts';
import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn } from './helpers';

test('the author adds a book with an ISBN to a new shelf: the library shows it on that shelf', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const shelfName = `Logic ${stamp}`;
  const title = `Proofs and Refutations ${stamp}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Books', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();

  const newShelf = page.getByRole('form', { name: 'New shelf' });
  await newShelf.getByRole('textbox', { name: 'Name' }).fill(shelfName);
  await newShelf.getByRole('textbox', { name: 'Description' }).fill('Proofs, paradoxes and the limits of both.');
  await newShelf.getByRole('button', { name: 'Make shelf' }).click();
  await expectToast(page, 'Shelf made');

  await page.getByRole('link', { name: 'New book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New book' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Author' }).fill('Imre Lakatos');
  await page.getByRole('textbox', { name: /^Year/ }).fill('1976');
  // A wrong check digit is said before anything is sent.
  await page.getByRole('textbox', { name: /^ISBN/ }).fill('0-521-29038-5');
  await page.getByRole('button', { name: 'Add book' }).click();
  await expect(page.getByText(/^The check digit of ISBN 0-521-29038-5 is wrong: it should end in 4\./)).toBeVisible();
  await page.getByRole('textbox', { name: /^ISBN/ }).fill('0-521-29038-4');
  await page.getByRole('group', { name: 'Shelves' }).getByRole('checkbox', { name: shelfName }).check();
  await page.getByRole('textbox', { name: 'Notes (markdown)' }).fill('A dialogue about *polyhedra* and monsters.');
  await page.getByRole('button', { name: 'Add book' }).click();
  await expectToast(page, 'Book added');
  await expect(page).toHaveURL(/\/admin\/library\/books\/\d+$/);
  const slug = await page.getByRole('textbox', { name: /^Slug/ }).inputValue();

  // Public reads are shared for a second: the shelf may be a moment away.
  await expect(async () => {
    await page.goto('/library/books');
    await page
      .getByRole('navigation', { name: 'Shelves' })
      .getByRole('link', { name: new RegExp(`^${shelfName} \\d+$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/library/books\\?shelf=logic-${stamp}$`));
    await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('article')).toHaveCount(1);

  const list = (await (await page.request.get(`/api/library/books?shelf=logic-${stamp}`)).json()) as BookList;
  expect(list.items.map((book) => [book.slug, book.isbn])).toEqual([[slug, '9780521290388']]);
});
