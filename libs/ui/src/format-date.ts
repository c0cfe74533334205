export type DateStyle = 'short' | 'long';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// A bare calendar date ('2024-01-05') is parsed as UTC midnight; showing it in UTC keeps the day
// the author wrote instead of the day before for readers west of Greenwich.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * en-US dates: 'Jan 5, 2024' short, 'January 5, 2024' long; the raw input when it is not a date. Written out
 * rather than through Intl.DateTimeFormat, whose first use in a page loads the ICU locale data: 40–60 ms of
 * main thread measured here, on the takeover's busiest task, for one fixed locale.
 */
export function formatDate(input: string | number | Date, style: DateStyle = 'short'): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return String(input);
  const utc = typeof input === 'string' && DATE_ONLY.test(input);
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
  const day = utc ? date.getUTCDate() : date.getDate();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${style === 'short' ? month.slice(0, 3) : month} ${day}, ${year}`;
}
