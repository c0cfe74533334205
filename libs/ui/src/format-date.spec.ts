import { formatDate } from './format-date';

test('short style is en-US, e.g. Jan 5, 2024', () => {
  expect(formatDate('2024-01-05', 'short')).toBe('Jan 5, 2024');
  expect(formatDate('2024-01-05')).toBe('Jan 5, 2024');
});

test('long style spells the month', () => {
  expect(formatDate('2024-01-05', 'long')).toBe('January 5, 2024');
});

test('accepts dates and timestamps', () => {
  expect(formatDate(new Date(2023, 11, 31), 'long')).toBe('December 31, 2023');
  expect(formatDate(new Date(2020, 1, 29).getTime())).toBe('Feb 29, 2020');
});

test('falls back to the raw input when it is not a date', () => {
  expect(formatDate('not a date')).toBe('not a date');
  expect(formatDate('')).toBe('');
});
