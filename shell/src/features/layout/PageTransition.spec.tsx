import { act, render, screen } from '@testing-library/react';
import { PageTransition, pageTransitionTiming } from './PageTransition';

beforeEach(() => {
  jest.useFakeTimers();
  pageTransitionTiming.exitMs = 200;
});
afterEach(() => jest.useRealTimers());

test('shows the first page at once, without an entering animation', () => {
  render(<PageTransition pageKey="/a">page A</PageTransition>);
  expect(screen.getByText('page A').className).toBe('page-transition');
});

test('lets the old page leave for 0.2 s before the new one enters', () => {
  const { rerender } = render(<PageTransition pageKey="/a">page A</PageTransition>);
  rerender(<PageTransition pageKey="/b">page B</PageTransition>);
  expect(screen.getByText('page A').className).toContain('page-transition--leaving');
  // Neither read out nor focusable while it goes.
  expect(screen.getByText('page A').hasAttribute('inert')).toBe(true);
  expect(screen.queryByText('page B')).toBeNull();
  act(() => jest.advanceTimersByTime(199));
  expect(screen.queryByText('page B')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('page B').className).toContain('page-transition--entering');
  expect(screen.queryByText('page A')).toBeNull();
});

test('a page that changes while on screen leaves with its latest content', () => {
  const { rerender } = render(<PageTransition pageKey="/a">first</PageTransition>);
  rerender(<PageTransition pageKey="/a">updated</PageTransition>);
  rerender(<PageTransition pageKey="/b">page B</PageTransition>);
  expect(screen.getByText('updated')).toBeTruthy();
});

test('goes straight to the new page when exits are switched off', () => {
  pageTransitionTiming.exitMs = 0;
  const { rerender } = render(<PageTransition pageKey="/a">page A</PageTransition>);
  rerender(<PageTransition pageKey="/b">page B</PageTransition>);
  expect(screen.getByText('page B')).toBeTruthy();
});
