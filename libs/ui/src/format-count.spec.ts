import { formatCount } from './format-count';

test('groups thousands as en-US does', () => {
  for (const count of [0, 7, 999, 1_000, 12_345, 1_000_000, -4_321, Number.MAX_SAFE_INTEGER]) {
    expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  }
  expect(formatCount(1.5)).toBe('1.5');
});
