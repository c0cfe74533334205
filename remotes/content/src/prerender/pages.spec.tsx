import { renderMain } from '@site/build/render-main';
import { renderWithProviders } from '@site/testing';
import { screen } from '@testing-library/react';
import AboutPage from '../features/pages/AboutPage';
import { pages } from './pages';

/** The main area as the build writes it into `dist/pages/`, parsed as the browser parses the first HTML. */
function prerendered(id: keyof typeof pages): HTMLElement {
  const main = document.createElement('div');
  main.innerHTML = renderMain(pages[id]);
  return main;
}

test('the About screen draws in the browser the very text its prerendered page carries', () => {
  const server = prerendered('about');
  renderWithProviders(<AboutPage />, { route: '/about' });
  const drawn = screen.getByRole('article');
  expect(server.querySelector('article')?.textContent).toBe(drawn.textContent);
  expect(drawn.textContent).toContain('This is the notebook of one reader');
});

test('the prerendered About page holds its text and links, and leaves its head tags to the head', () => {
  const server = prerendered('about');
  expect(server.querySelector('h1')?.textContent).toBe('About');
  expect([...server.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
    'What you will find',
    'How to write back',
  ]);
  expect(server.querySelector('a[href="/essays"]')?.textContent).toBe('Essays');
  expect(server.querySelector('title, meta, link')).toBeNull();
});

test('every prerendered page carries its heading', () => {
  const ids = Object.keys(pages) as (keyof typeof pages)[];
  expect(ids.filter((id) => !prerendered(id).querySelector('h1')?.textContent)).toEqual([]);
});
