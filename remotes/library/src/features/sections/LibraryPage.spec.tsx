import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import LibraryPage from './LibraryPage';

test('lists the library sections with links', () => {
  render(
    <MemoryRouter>
      <LibraryPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeTruthy();
  for (const [name, href] of [
    ['Books', '/library/books'],
    ['Academic', '/library/academic'],
    ['Audio', '/library/audio'],
  ]) {
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
  }
});
