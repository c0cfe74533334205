import type { Book, LibraryOverview } from '@site/contracts';
import { overviewPageHtml } from './overview-markup.js';

const book = (over: Partial<Book>): Book => ({
  slug: 'the-order-of-time',
  title: 'The Order of Time',
  author: 'Carlo Rovelli',
  year: 2017,
  status: 'reading',
  startedOn: '2026-10-02',
  finishedOn: null,
  shelves: [],
  topics: [],
  rating: null,
  notesHtml: '',
  quotes: [],
  coverUrl: '/cards/books/the-order-of-time',
  coverAlt: 'Cover',
  addedAt: '2026-10-30T19:40:00.000Z',
  ...over,
});

const overview: LibraryOverview = {
  shelves: [
    { slug: 'desert-island', name: 'Desert island', kind: 'own', count: 1, description: 'One crate, washed ashore.' },
    { slug: 'read', name: 'Read', kind: 'status', count: 12 },
  ],
  counts: { books: 15, papers: 1, audio: 2, documents: 3, episodes: 1 },
  reading: [book({}), book({ slug: 'cats', title: 'Cats & <Dogs>', author: 'A "Quoted" Author', startedOn: null })],
  recent: [
    {
      kind: 'episode',
      slug: 'first-light',
      title: 'First <light>',
      href: '/podcast/episode/first-light',
      addedAt: '2026-10-01T08:00:00.000Z',
    },
  ],
};

describe('overviewPageHtml', () => {
  const html = overviewPageHtml(overview);

  it('names each room with what it holds', () => {
    expect(html).toContain('<h3><a href="/library/books">Books</a></h3>');
    expect(html).toContain('<p class="library-overview__count">15 books</p>');
    expect(html).toContain('<p class="library-overview__count">1 paper, 3 documents to read</p>');
    expect(html).toContain('<p class="library-overview__count">2 recordings</p>');
    expect(html).toContain('<p class="library-overview__count">1 episode</p>');
  });

  it('lists the shelves with their counts and descriptions, linking to their books', () => {
    expect(html).toContain(
      '<a href="/library/books?shelf=desert-island">Desert island <span class="library-overview__shelf-count">(1)</span></a>' +
        '<p>One crate, washed ashore.</p>',
    );
    expect(html).toContain(
      '<a href="/library/books?shelf=read">Read <span class="library-overview__shelf-count">(12)</span></a></li>',
    );
  });

  it('shows the books being read, with covers of their final size and the day each was started', () => {
    expect(html).toContain(
      '<img class="library-book-cover" src="/cards/books/the-order-of-time" alt="" width="48" height="72" loading="lazy" decoding="async">',
    );
    expect(html).toContain('<a href="/library/books#the-order-of-time">The Order of Time</a>');
    expect(html).toContain(
      'Carlo Rovelli · <span class="library-book-status">Reading since <time datetime="2026-10-02">Oct 2, 2026</time></span>',
    );
    expect(html).toContain('A &quot;Quoted&quot; Author · <span class="library-book-status">Reading</span>');
  });

  it('lists the recent additions with their kind and day', () => {
    expect(html).toContain(
      '<li class="library-overview__recent-item"><span class="library-overview__kind">Episode</span>' +
        '<a href="/podcast/episode/first-light">First &lt;light&gt;</a>' +
        '<time datetime="2026-10-01T08:00:00.000Z">Oct 1, 2026</time></li>',
    );
  });

  it('escapes titles, authors and names', () => {
    expect(html).toContain('Cats &amp; &lt;Dogs&gt;');
    expect(html).not.toContain('<Dogs>');
    expect(html).not.toContain('<light>');
  });

  it('says so when nothing is being read or has been added', () => {
    const empty = overviewPageHtml({ ...overview, reading: [], recent: [] });
    expect(empty).toContain('<p>Between books just now.</p>');
    expect(empty).toContain('<p>Nothing has been added yet.</p>');
  });
});
