import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../app/testing/render';
import { HomePage } from './HomePage';

jest.mock('../../remotes/RemoteArea', () => jest.requireActual('../../app/testing/remote-mocks'));
jest.mock('../../remotes/registry', () => ({ preloadRemoteModule: jest.fn(), loadRemoteModule: jest.fn() }));

function setup() {
  return renderWithProviders(<HomePage />, { user: null });
}

function remoteProps(name: string) {
  return JSON.parse(screen.getByRole('region', { name }).getAttribute('data-props') ?? '');
}

test('has a title, a welcome, the Minesweeper link with its sponsor and a sized hero image', () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Commonplace' })).toBeTruthy();
  expect(screen.getByText(/A notebook kept in public/)).toBeTruthy();
  const game = screen.getByRole('link', { name: /Minesweeper/ });
  expect(game.getAttribute('href')).toBe('/games/minesweeper');
  expect(screen.getByText(/Minesweeper is kindly sponsored by/)).toBeTruthy();
  const hero = screen.getByRole('img', { name: /open book/ });
  expect(hero.getAttribute('width')).toBe('640');
  expect(hero.getAttribute('height')).toBe('440');
});

test('has four tiles: essays, library, learn and contact', () => {
  setup();
  const tiles = within(screen.getByRole('navigation', { name: 'Explore' })).getAllByRole('link');
  expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/essays', '/library', '/courses', '/contact']);
});

test('describes three projects', () => {
  setup();
  const projects = within(screen.getByRole('region', { name: 'Other projects' })).getAllByRole('heading', { level: 3 });
  expect(projects.map((heading) => heading.textContent)).toEqual(['Ideaweave', 'The Peirce Renewal', 'Rate My River']);
});

test('each remote widget has its own area with its own item limit', () => {
  setup();
  expect(remoteProps('content/RecentEssays')).toEqual({ limit: 10 });
  expect(remoteProps('content/RecentJournal')).toEqual({ limit: 3 });
  expect(remoteProps('learn/QuizTeaser')).toEqual({ limit: 3 });
  expect(remoteProps('games/GameTeaser')).toEqual({});
  expect(remoteProps('library/ReadingNow')).toEqual({});
});

test('sets the page title and marks the site as a WebSite', () => {
  const { container } = setup();
  expect(document.title).toBe(
    'Commonplace: Essays and courses on philosophy, mathematics, science and human experience',
  );
  const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
  expect(jsonLd).toMatchObject({ '@type': 'WebSite', name: 'Commonplace' });
});

test('the logo grows and fades as the page scrolls, once per animation frame', () => {
  const frames: FrameRequestCallback[] = [];
  const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  setup();
  const logo = screen.getByTestId('scrolling-logo');
  expect(logo.style.transform).toBe('scale(1)');
  expect(logo.style.opacity).toBe('1');

  act(() => {
    window.scrollY = 900;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
  });
  expect(frames).toHaveLength(1);
  act(() => frames[0](0));
  expect(logo.style.transform).toBe('scale(16)');
  expect(logo.style.opacity).toBe('0.5');
  raf.mockRestore();
  window.scrollY = 0;
});
