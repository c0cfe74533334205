import { escapeHtml } from '@site/contracts';

/**
 * Small pieces of the content screens' markup, written as React writes them (same elements, classes
 * and text), so the app draws over the first HTML without anything moving.
 */

const DATE_FORMATS = {
  short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

/** A calendar day as the app's `formatDate` shows it ('Jan 5, 2024', 'January 5, 2024'), in UTC like the app. */
export function formatDay(day: string, style: 'short' | 'long'): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DATE_FORMATS[style].format(date);
}

/** '1 view', '1,204 views', as the app's `formatViews`. */
export function formatViews(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;
}

export const text = escapeHtml;

export function time(day: string, style: 'short' | 'long'): string {
  return `<time datetime="${text(day)}">${text(formatDay(day, style))}</time>`;
}

export function link(href: string, label: string, attributes = ''): string {
  return `<a${attributes} href="${text(href)}">${text(label)}</a>`;
}

/** The app's `StatusMessage` (an info box; errors are never in the first HTML). */
export function statusMessage(title: string, body: string): string {
  return `<div class="content-status content-status--info"><h2 class="content-status__title">${text(title)}</h2>${body}</div>`;
}
