import { renderMain } from '@site/build/render-main';
import { renderWithProviders } from '../app/testing/render';
import { HomePage } from '../features/home/HomePage';
import { pages } from './pages';

jest.mock('../remotes/RemoteArea', () => jest.requireActual('../app/testing/remote-mocks'));
jest.mock('../remotes/registry', () => ({ preloadRemoteModule: jest.fn(), loadRemoteModule: jest.fn() }));

/** A browser whose sections below the fold are not yet near: they wait as placeholders, as in the first HTML. */
class FarAway {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  Object.defineProperty(window, 'IntersectionObserver', { value: FarAway, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

function prerendered(): HTMLElement {
  const main = document.createElement('div');
  main.innerHTML = renderMain(pages.home);
  return main;
}

test('the home page draws in the browser the very text its prerendered page carries', () => {
  const server = prerendered();
  const { container } = renderWithProviders(<HomePage />, { user: null });
  // The JSON-LD the screen draws is left to the head, where the gateway writes the page's own.
  container.querySelectorAll('script').forEach((script) => script.remove());
  expect(server.querySelector('.home')?.textContent).toBe(container.querySelector('.home')?.textContent);
  expect(server.querySelector('h1')?.textContent).toBe('Commonplace');
});

test('the prerendered home page carries its sized hero image within itself, drawn at once, and no head tags', () => {
  const server = prerendered();
  const hero = server.querySelector('img.home-hero__image');
  const src = hero?.getAttribute('src') ?? '';
  expect(src.startsWith('data:image/svg+xml,')).toBe(true);
  expect(decodeURIComponent(src)).toContain('<title id="hero-title">An open book with geometry');
  expect(hero?.getAttribute('loading')).toBeNull();
  expect(hero?.getAttribute('decoding')).toBeNull();
  expect([hero?.getAttribute('width'), hero?.getAttribute('height')]).toEqual(['640', '440']);
  expect(server.querySelector('title, meta, link, script')).toBeNull();
});

test("the prerendered home page keeps each remote's section as a placeholder of its size", () => {
  const server = prerendered();
  const titles = [...server.querySelectorAll('.home-section h2')].map((heading) => heading.textContent);
  expect(titles).toEqual(
    expect.arrayContaining(['Recent essays', 'From the journal', 'Currently reading', 'Test yourself', 'Play']),
  );
  expect(server.querySelectorAll('.home-section .ui-skeleton')).toHaveLength(10 + 3 + 4 + 3 + 4);
});
