import { formatDate } from './format-date';

test('short style is en-US, e.g. Jan 5, 2024', () => {
  expect(formatDate('2024-01-05', 'short')).toBe('Jan 5, 2024');
  expect(formatDate('2024-01-05')).toBe('Jan 5, 2024');
});

test('long style spells the month', () => {
  expect(formatDate('2024-01-05', 'long')).toBe('January 5, 2024');
});

test('accepts dates and timestamps', () => {
  expect(formatDate(new Date(Date.UTC(2023, 11, 31)), 'long')).toBe('December 31, 2023');
  expect(formatDate(Date.UTC(2020, 1, 29))).toBe('Feb 29, 2020');
});

test('draws the UTC day whatever the zone it runs in, as the server does', () => {
  expect(formatDate('1999-12-31T23:30:00-05:00', 'long')).toBe('January 1, 2000');
});

test('falls back to the raw input when it is not a date', () => {
  expect(formatDate('not a date')).toBe('not a date');
  expect(formatDate('')).toBe('');
});

test('gives what Intl gives for en-US in UTC', () => {
  for (const input of ['2024-09-30', '1999-12-31T23:30:00Z', new Date(2021, 4, 1, 0, 5), Date.UTC(2022, 5, 15)]) {
    for (const style of ['short', 'long'] as const) {
      const month = style === 'short' ? 'short' : 'long';
      const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
      expect(formatDate(input, style)).toBe(intl.format(new Date(input)));
    }
  }
});
