import { waitFor } from '@testing-library/react';
import { mockFetch, reader } from '@site/testing';
import { renderWithProviders } from '../../app/testing/render';
import { APPEARANCE_STORAGE_KEY, applyAppearance, storedAppearance } from './appearance';
import { AppearanceSync } from './AppearanceSync';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('data-motion');
});

test('a chosen theme and reduced motion mark the page and are remembered', () => {
  applyAppearance({ theme: 'light', reducedMotion: true });
  expect(root.getAttribute('data-theme')).toBe('light');
  expect(root.getAttribute('data-motion')).toBe('reduce');
  expect(storedAppearance()).toEqual({ theme: 'light', reducedMotion: true });
  expect(document.cookie).toContain('appearance=light.reduce');
});

test('"system" leaves the device to decide', () => {
  applyAppearance({ theme: 'dark', reducedMotion: true });
  applyAppearance({ theme: 'system', reducedMotion: false });
  expect(root.hasAttribute('data-theme')).toBe(false);
  expect(root.hasAttribute('data-motion')).toBe(false);
  // The defaults need no cookie: the gateway then writes nothing onto <html>.
  expect(document.cookie).not.toContain('appearance=');
});

test('a damaged or foreign stored value counts as the defaults', () => {
  localStorage.setItem(APPEARANCE_STORAGE_KEY, '{not json');
  expect(storedAppearance()).toEqual({ theme: 'system', reducedMotion: false });
  localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: 'sepia', reducedMotion: 'yes' }));
  expect(storedAppearance()).toEqual({ theme: 'system', reducedMotion: false });
});

test("a signed-in reader gets the account's choice on this device too", async () => {
  mockFetch({ 'GET /api/user/preferences': { body: { theme: 'dark', reducedMotion: true } } });
  renderWithProviders(<AppearanceSync />, { user: reader });
  await waitFor(() => expect(root.getAttribute('data-theme')).toBe('dark'));
  expect(root.getAttribute('data-motion')).toBe('reduce');
  expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY)!)).toEqual({ theme: 'dark', reducedMotion: true });
});

test('a visitor keeps this browser’s choice and asks nothing', () => {
  applyAppearance({ theme: 'light', reducedMotion: false });
  const fetchMock = mockFetch({});
  renderWithProviders(<AppearanceSync />, { user: null });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(root.getAttribute('data-theme')).toBe('light');
});
