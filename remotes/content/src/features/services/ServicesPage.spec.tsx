import { CONTACT_EMAIL } from '@site/contracts';
import { renderWithProviders } from '@site/testing';
import { screen } from '@testing-library/react';
import App from '../../exposes/App';
import ServicesPage from './ServicesPage';

test('each service has its heading, what it costs and a way to ask about it', () => {
  renderWithProviders(<ServicesPage />, { route: '/services' });
  expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
  for (const title of [
    'Talks and lectures',
    'Reading groups',
    'Editing of essays',
    'Tutoring in mathematics and philosophy',
  ]) {
    const section = screen.getByRole('region', { name: title });
    expect(section.textContent).toContain('Price');
  }
  const ask = screen.getByRole('link', { name: 'Ask about reading groups' });
  expect(ask.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}?subject=Reading%20groups`);
});

test('the page ends with the address to write to', () => {
  renderWithProviders(<ServicesPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'How to ask' })).toBeTruthy();
  const address = screen.getByRole('link', { name: CONTACT_EMAIL });
  expect(address.getAttribute('href')).toMatch(new RegExp(`^mailto:${CONTACT_EMAIL}\\?subject=`));
});

// The page is a lazy chunk, slow to compile on a first run.
test('the content app draws the page at /services', async () => {
  renderWithProviders(<App />, { route: '/services' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Services' }, { timeout: 10_000 })).toBeTruthy();
});
