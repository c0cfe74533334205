import { formatSince } from './format-since';

const MINUTE = 60_000;

test.each([
  [0, 'just now'],
  [59_999, 'just now'],
  [MINUTE, '1 minute ago'],
  [2 * MINUTE + 5_000, '2 minutes ago'],
  [59 * MINUTE, '59 minutes ago'],
  [60 * MINUTE, '1 hour ago'],
  [5 * 60 * MINUTE, '5 hours ago'],
  [24 * 60 * MINUTE, '1 day ago'],
  [3 * 24 * 60 * MINUTE, '3 days ago'],
])('%i ms is "%s"', (elapsed, label) => {
  expect(formatSince(elapsed)).toBe(label);
});
