import { render, screen } from '@testing-library/react';
import { StandaloneHost } from './StandaloneHost';

test('renders the home widgets at / inside a router and a query client', () => {
  window.history.pushState({}, '', '/');
  render(<StandaloneHost home={<p>widgets</p>} app={<p>app</p>} />);
  expect(screen.getByText('widgets')).toBeTruthy();
});

test('gives every other path to the app', () => {
  window.history.pushState({}, '', '/games/sudoku');
  render(<StandaloneHost home={<p>widgets</p>} app={<p>app</p>} />);
  expect(screen.getByText('app')).toBeTruthy();
});
