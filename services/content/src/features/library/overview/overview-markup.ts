import {
  libraryItemHref,
  pathTo,
  type Book,
  type LibraryItemRef,
  type LibraryOverview,
  type Shelf,
} from '@site/contracts';
import { formatDay, link, text } from '../../pages/markup.js';

/**
 * /library's main area as the library remote's `OverviewPage` draws it once its data is in (with
 * `LibrarySections`, `ReadingNowList`, `RecentAdditions` and `ShelfSummary`): same elements, classes and
 * text, so the remote takes over without anything moving.
 */

const INTRO =
  'The works behind the writing on this site: books on the desk and on the shelves, papers to cite, recordings to ' +
  'listen to and a small podcast. Essays and lessons link here when they lean on something.';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Counts = LibraryOverview['counts'];

const SECTIONS: { title: string; path: string; description: string; count: (counts: Counts) => string }[] = [
  {
    title: 'Books',
    path: pathTo('libraryBooks'),
    description: 'What I am reading, have read and mean to read, with notes, ratings and kept quotes.',
    count: (counts) => plural(counts.books, 'book', 'books'),
  },
  {
    title: 'Academic',
    path: pathTo('libraryAcademic'),
    description: 'Papers and lecture notes behind the essays, with abstracts and citations to copy.',
    count: (counts) =>
      `${plural(counts.papers, 'paper', 'papers')}, ${plural(counts.documents, 'document', 'documents')} to read`,
  },
  {
    title: 'Audio',
    path: pathTo('libraryAudio'),
    description: 'Recorded lectures and readings, played in one shared player that remembers where you stopped.',
    count: (counts) => plural(counts.audio, 'recording', 'recordings'),
  },
  {
    title: 'Podcast',
    path: pathTo('podcast'),
    description: 'Short episodes with show notes, chapters and full transcripts; subscribe in any podcast app.',
    count: (counts) => plural(counts.episodes, 'episode', 'episodes'),
  },
];

const KIND_LABELS: Record<LibraryItemRef['kind'], string> = {
  book: 'Book',
  paper: 'Paper',
  audio: 'Audio',
  document: 'Document',
  episode: 'Episode',
};

function sections(counts: Counts): string {
  const rooms = SECTIONS.map(
    (section) =>
      `<li class="library-overview__section"><h3>${link(section.path, section.title)}</h3>` +
      `<p>${text(section.description)}</p><p class="library-overview__count">${text(section.count(counts))}</p></li>`,
  );
  return `<ul class="library-overview__sections">${rooms.join('')}</ul>`;
}

/** A day of a book's reading, as `ReadingDates` writes it. */
const day = (iso: string) => `<time datetime="${text(iso)}">${text(formatDay(iso, 'short'))}</time>`;

/** `ReadingDates` for a book on the "Reading now" list, which holds only books being read. */
function readingSince(book: Book): string {
  return `<span class="library-book-status">Reading${book.startedOn ? ` since ${day(book.startedOn)}` : ''}</span>`;
}

/** `ReadingNowList` with its books' covers (48 px wide, 2:3, decorative: the title stands beside them). */
function readingNow(books: Book[]): string {
  if (books.length === 0) return '<p>Between books just now.</p>';
  const items = books.map(
    (book) =>
      '<li class="library-reading-now__item">' +
      `<img class="library-book-cover" src="${text(book.coverUrl)}" alt="" width="48" height="72" loading="lazy" decoding="async">` +
      `<div><h3 class="library-reading-now__title">${link(libraryItemHref('book', book.slug), book.title)}</h3>` +
      `<p class="library-reading-now__meta">${text(book.author)} · ${readingSince(book)}</p></div></li>`,
  );
  return `<ul class="library-reading-now">${items.join('')}</ul>`;
}

function recentAdditions(items: LibraryItemRef[]): string {
  if (items.length === 0) return '<p>Nothing has been added yet.</p>';
  const rows = items.map(
    (item) =>
      '<li class="library-overview__recent-item">' +
      `<span class="library-overview__kind">${KIND_LABELS[item.kind]}</span>${link(item.href, item.title)}` +
      `<time datetime="${text(item.addedAt)}">${text(formatDay(item.addedAt.slice(0, 10), 'short'))}</time></li>`,
  );
  return `<ul class="library-overview__recent">${rows.join('')}</ul>`;
}

function shelfSummary(shelves: Shelf[]): string {
  const rows = shelves.map(
    (shelf) =>
      '<li class="library-overview__shelf">' +
      `<a href="${text(`${pathTo('libraryBooks')}?shelf=${shelf.slug}`)}">${text(shelf.name)} ` +
      `<span class="library-overview__shelf-count">(${shelf.count})</span></a>` +
      (shelf.description ? `<p>${text(shelf.description)}</p>` : '') +
      '</li>',
  );
  return `<ul class="library-overview__shelves">${rows.join('')}</ul>`;
}

export function overviewPageHtml(overview: LibraryOverview): string {
  return (
    '<div class="library-overview">' +
    `<header class="library-overview__header"><h1>Library</h1><p>${text(INTRO)}</p></header>` +
    '<section aria-labelledby="library-sections-title"><h2 id="library-sections-title">In the library</h2>' +
    `${sections(overview.counts)}</section>` +
    '<div class="library-overview__columns">' +
    '<section aria-labelledby="library-reading-title"><h2 id="library-reading-title">Reading now</h2>' +
    `${readingNow(overview.reading)}</section>` +
    '<section aria-labelledby="library-recent-title"><h2 id="library-recent-title">Recent additions</h2>' +
    `${recentAdditions(overview.recent)}</section>` +
    '</div>' +
    '<section aria-labelledby="library-shelves-title"><h2 id="library-shelves-title">Shelves</h2>' +
    `${shelfSummary(overview.shelves)}<p>${link(pathTo('libraryBooks'), 'Browse every book')}</p></section>` +
    '</div>'
  );
}
