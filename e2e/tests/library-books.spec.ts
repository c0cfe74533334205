import { expect, test } from './fixtures';
import type { Book } from '@site/contracts';
import { scrollToSection } from './helpers';

test.describe('library books', () => {
  test('the shelves narrow the list, the filters stay in the address, and each book shows its reading', async ({
    page,
  }) => {
    await page.goto('/library/books');
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    const shelves = page.getByRole('navigation', { name: 'Shelves' });
    await shelves.getByRole('link', { name: /^Reading \d+$/ }).click();
    await expect(page).toHaveURL(/\/library\/books\?shelf=reading$/);
    await expect(page.getByRole('status').filter({ hasText: /^4 books$/ })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);

    await shelves.getByRole('link', { name: /^Read \d+$/ }).click();
    await expect(page).toHaveURL(/\/library\/books\?shelf=read$/);
    const form = page.getByRole('search', { name: 'Filter books' });
    await form.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Rating' });
    await expect(page).toHaveURL(/\?shelf=read&sort=rating$/);
    await form.getByRole('searchbox', { name: 'Search title, author and notes' }).fill('hofstadter');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?shelf=read&q=hofstadter&sort=rating$/);
    const book = page.getByRole('article', { name: 'Gödel, Escher, Bach: An Eternal Golden Braid' });
    await expect(book.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(book.getByText(/^Read from/)).toBeVisible();
    const cover = book.getByRole('img', { name: /^Cover of Gödel, Escher, Bach/ });
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

    // The address alone brings the same list back.
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('the header’s Library menu leads to the books, and a cited book is scrolled to', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Library' }).click();
    await main.getByRole('link', { name: 'Books' }).click();
    await expect(page).toHaveURL(/\/library\/books$/);

    await page.goto('/library/books#meditations');
    await expect(page.getByRole('article', { name: 'Meditations' })).toBeFocused();
  });

  test('the library overview and the home page show the four books being read', async ({ page, request }) => {
    const reading = (await (await request.get('/api/library/books/reading')).json()) as Book[];
    expect(reading).toHaveLength(4);

    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    const now = page.getByRole('region', { name: 'Reading now' });
    for (const book of reading) await expect(now.getByRole('link', { name: book.title })).toBeVisible();
    await page
      .getByRole('region', { name: 'Shelves' })
      .getByRole('link', { name: /^Desert island/ })
      .click();
    await expect(page).toHaveURL(/\/library\/books\?shelf=desert-island$/);

    await page.goto('/');
    const home = await scrollToSection(page, 'Currently reading');
    await expect(home.getByRole('listitem')).toHaveCount(4);
    await home.getByRole('link', { name: reading[0].title }).click();
    await expect(page).toHaveURL(new RegExp(`/library/books#${reading[0].slug}$`));
  });

  test('bad filters answer 400 with a message, an unknown cover 404', async ({ request }) => {
    const bad = await request.get('/api/library/books?sort=colour');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toEqual(['sort must be one of: added, title, author, year, rating.']);
    expect((await request.get('/api/library/books?shelf=nowhere')).status()).toBe(400);
    expect((await request.get('/cards/books/no-such-book')).status()).toBe(404);
  });
});
