import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from '../../exposes/App';
import { breadcrumbs, metaContents, ORIGIN, structuredDataOf } from '../../test/head';

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

test.each([
  ['/privacy', 'Privacy'],
  ['/gaza-solidarity', 'Stop genocide now'],
  ['/services', 'Services'],
])('%s sits under the home page and may be indexed', async (path, title) => {
  renderAt(path);
  await screen.findByRole('heading', { level: 1, name: title });
  expect(metaContents('robots')).toEqual(['index,follow']);
  expect(structuredDataOf()).toEqual([breadcrumbs([title, path])]);
});

test('the about page describes its author', () => {
  renderAt('/about');
  expect(structuredDataOf()).toEqual([
    expect.objectContaining({
      '@type': 'Person',
      name: 'The author',
      url: `${ORIGIN}/about`,
      description: expect.stringMatching(/^Who writes here/),
    }),
    breadcrumbs(['About', '/about']),
  ]);
});
