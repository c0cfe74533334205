import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../app/testing/render';
import { NotFoundPage } from './NotFoundPage';

test('names the missing path and offers the way back and the contact form', () => {
  renderWithProviders(<NotFoundPage />, { route: '/gone-for-good' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByText('/gone-for-good', { selector: 'code' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'Tell me about a broken link' }).getAttribute('href')).toBe('/contact');
});
