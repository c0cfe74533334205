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

/**
 * en-US dates: 'Jan 5, 2024' short, 'January 5, 2024' long; the raw input when it is not a date. Always the UTC day:
 * the server and the reader's browser must draw the same text (a page is hydrated, not redrawn), and a bare calendar
 * date ('2024-01-05', parsed as UTC midnight) keeps the day the author wrote for readers west of Greenwich. Written out
 * rather than through Intl.DateTimeFormat, whose first use in a page loads the ICU locale data: 40–60 ms of
 * main thread measured here, on the takeover's busiest task, for one fixed locale.
 */
export function formatDate(input: string | number | Date, style: DateStyle = 'short'): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return String(input);
  const month = MONTHS[date.getUTCMonth()];
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  return `${style === 'short' ? month.slice(0, 3) : month} ${day}, ${year}`;
}
