import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AdminOverviewPage from './AdminOverviewPage';

test('links every admin section', () => {
  render(
    <MemoryRouter>
      <AdminOverviewPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
  for (const name of ['Topics', 'Essays', 'Quizzes', 'Users']) {
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/admin/${name.toLowerCase()}`);
  }
});
