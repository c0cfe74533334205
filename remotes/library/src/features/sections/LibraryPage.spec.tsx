import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import LibraryPage from './LibraryPage';

function renderPage() {
  render(
    <MemoryRouter>
      <LibraryPage />
    </MemoryRouter>,
  );
}

test('describes the shelves the library will hold', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeTruthy();
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Books', 'Academic', 'Audio']);
  expect(screen.getByText('Recorded talks, readings and conversations.')).toBeTruthy();
});

test('links only to pages that exist: the essays, not the shelves still being catalogued', () => {
  renderPage();
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/essays']);
});
