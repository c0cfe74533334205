import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from '../../exposes/App';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

test.each([
  ['/about', 'About'],
  ['/privacy', 'Privacy'],
  ['/gaza-solidarity', 'Stop genocide now'],
])('%s shows its page', (path, title) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
});

test('the solidarity page links out in a new tab', () => {
  renderAt('/gaza-solidarity');
  const link = screen.getByRole('link', { name: 'UNRWA' });
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});

test('the privacy page says what an account stores', () => {
  renderAt('/privacy');
  expect(screen.getByText(/argon2id hash/)).toBeTruthy();
});
