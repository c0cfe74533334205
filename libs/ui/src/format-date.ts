export type DateStyle = 'short' | 'long';

const FORMATS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
};

// A bare calendar date ('2024-01-05') is parsed as UTC midnight; showing it in UTC keeps the day
// the author wrote instead of the day before for readers west of Greenwich.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** en-US dates: 'Jan 5, 2024' short, 'January 5, 2024' long; the raw input when it is not a date. */
export function formatDate(input: string | number | Date, style: DateStyle = 'short'): string {
  try {
    const date = input instanceof Date ? input : new Date(input);
    const timeZone = typeof input === 'string' && DATE_ONLY.test(input) ? 'UTC' : undefined;
    return new Intl.DateTimeFormat('en-US', { ...FORMATS[style], timeZone }).format(date);
  } catch {
    return String(input);
  }
}
