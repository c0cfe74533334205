import { renderHook } from '@testing-library/react';
import { mockFetch, queryWrapper } from '@site/testing';
import { useBestOnce, type Round } from './use-best-once';

beforeEach(() => {
  window.localStorage.clear();
  mockFetch({ 'GET /api/user': { status: 401, body: { message: 'Unauthorized' } } });
});

function renderRounds(first: Round) {
  return renderHook((round: Round) => useBestOnce('sudoku', 'easy', 'lower', round), {
    ...queryWrapper(),
    initialProps: first,
  });
}

test('a finished round offers its result once, however often the page renders after', () => {
  const { result, rerender } = renderRounds({ finished: false, id: 's1:easy', value: 1_000 });
  expect(result.current).toBeNull();
  rerender({ finished: true, id: 's1:easy', value: 90_000 });
  expect(result.current).toBe(90_000);
  // The clock of a finished screen may still tick: a later, worse value is not a new result.
  window.localStorage.clear();
  rerender({ finished: true, id: 's1:easy', value: 95_000 });
  expect(result.current).toBe(90_000);
  expect(window.localStorage.getItem('games:best:sudoku:easy')).toBeNull();
});

test('each new round is offered in turn', () => {
  const { result, rerender } = renderRounds({ finished: true, id: 's1:easy', value: 90_000 });
  rerender({ finished: false, id: 's2:easy', value: 0 });
  rerender({ finished: true, id: 's2:easy', value: 80_000 });
  expect(result.current).toBe(80_000);
  expect(window.localStorage.getItem('games:best:sudoku:easy')).toBe('80000');
});
