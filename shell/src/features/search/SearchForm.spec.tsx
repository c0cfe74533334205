import { screen } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../../app/testing/render';
import { SearchForm } from './SearchForm';

function setup() {
  return renderWithProviders(<SearchForm placeholder="Search site..." label="Search site" />, { route: '/essays' });
}

test('submitting goes to /search with the trimmed term', async () => {
  const { user } = setup();
  await user.type(screen.getByPlaceholderText('Search site...'), '  edge of chaos  {Enter}');
  expect(currentLocation()).toBe('/search?q=edge%20of%20chaos');
});

test('the search button submits too', async () => {
  const { user } = setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search site' }), 'entropy');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(currentLocation()).toBe('/search?q=entropy');
});

test('an empty or blank term does not navigate', async () => {
  const { user } = setup();
  const input = screen.getByPlaceholderText('Search site...');
  await user.type(input, '{Enter}');
  await user.type(input, '    {Enter}');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(currentLocation()).toBe('/essays');
});

test('is a search landmark', () => {
  setup();
  expect(screen.getByRole('search', { name: 'Search site' })).toBeTruthy();
});
