import { toastStore } from '@site/shell-api';
import { renderWithProviders } from '@site/testing';
import { screen } from '@testing-library/react';
import App from '../../exposes/App';
import IntegrationsPage from './IntegrationsPage';

const origin = window.location.origin;
const toasts = () => toastStore.getState().toasts;

// After rendering: userEvent.setup() installs its own clipboard stub, which this replaces.
function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => toastStore.setState({ toasts: [] }));

test('every machine-readable address is shown in full, as text and not as a link', () => {
  renderWithProviders(<IntegrationsPage />, { route: '/integrations' });
  expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeTruthy();
  for (const path of [
    '/rss.xml',
    '/atom.xml',
    '/feed.json',
    '/topic/Philosophy/rss.xml',
    '/sitemap.xml',
    '/api/openapi.json',
    '/api/docs',
  ]) {
    expect(screen.getByText(origin + path).tagName).toBe('CODE');
  }
  expect(screen.queryAllByRole('link')).toEqual([]);
});

test('Copy puts the address on the clipboard and says so', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  const { user } = renderWithProviders(<IntegrationsPage />);
  setClipboard({ writeText });
  await user.click(screen.getByRole('button', { name: 'Copy Atom feed address' }));
  expect(writeText).toHaveBeenCalledWith(`${origin}/atom.xml`);
  expect(toasts()).toEqual([expect.objectContaining({ title: 'Address copied', description: `${origin}/atom.xml` })]);
});

test('when the browser refuses the clipboard, the reader is told to copy by hand', async () => {
  const { user } = renderWithProviders(<IntegrationsPage />);
  setClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
  await user.click(screen.getByRole('button', { name: 'Copy Sitemap address' }));
  expect(toasts()).toEqual([
    expect.objectContaining({
      title: 'Could not copy',
      variant: 'destructive',
      description: expect.stringMatching(/by hand/),
    }),
  ]);
});

test('without any clipboard the reader is told the same', async () => {
  const { user } = renderWithProviders(<IntegrationsPage />);
  setClipboard(undefined);
  await user.click(screen.getByRole('button', { name: 'Copy OpenAPI document address' }));
  expect(toasts()).toEqual([expect.objectContaining({ title: 'Could not copy' })]);
});

// The page is a lazy chunk, slow to compile on a first run.
test('the content app draws the page at /integrations', async () => {
  renderWithProviders(<App />, { route: '/integrations' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' }, { timeout: 10_000 })).toBeTruthy();
});
