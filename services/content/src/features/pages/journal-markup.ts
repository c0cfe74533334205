import { pathTo, type JournalEntry, type JournalEntryDetail } from '@site/contracts';
import { link, statusMessage, text, time } from './markup.js';

/** A journal entry's `<article>` as the content remote's `JournalEntryPage` draws it. */
export function journalEntryHtml(entry: JournalEntryDetail): string {
  return (
    '<article class="content-page content-journal-entry">' +
    link(pathTo('journal'), '← All journal entries', ' class="content-back-link"') +
    `<header class="content-page__header"><h1>${text(entry.title)}</h1><p>${time(entry.date, 'long')}</p></header>` +
    // Sanitised by the shared renderer, as the API serves it.
    `<div class="markdown content-article-body">${entry.html}</div>` +
    '</article>'
  );
}

const FRONT_MATTER_EXAMPLE = `---
title: A morning with fog
date: 2026-09-02
---
Write the entry here, in markdown.`;

/** The journal page as the content remote's `JournalPage` draws it: its header and every entry's link. */
export function journalPageHtml(description: string, entries: JournalEntry[]): string {
  const list =
    entries.length === 0
      ? statusMessage(
          'No Journal Entries Found',
          '<p>To add an entry, create a markdown file in the journal directory, starting with front matter that gives its title and date:</p>' +
            `<pre class="content-journal__example"><code>${text(FRONT_MATTER_EXAMPLE)}</code></pre>`,
        )
      : '<div class="content-journal"><ul class="content-journal-list">' +
        entries
          .map(
            (entry) =>
              '<li class="content-journal-list__item">' +
              `<h2 class="content-journal-list__title">${link(pathTo('journalEntry', { id: entry.id }), entry.title)}</h2>` +
              `${time(entry.date, 'short')}</li>`,
          )
          .join('') +
        '</ul></div>';
  return (
    '<div class="content-page">' +
    `<header class="content-page__header"><h1>Journal</h1><p>${text(description)}</p></header>` +
    list +
    '</div>'
  );
}
