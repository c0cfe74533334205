import { ESSAY_PAGE_SIZE, pathTo, type Essay, type JournalEntry, type TopicDetail } from '@site/contracts';
import { formatViews, link, statusMessage, text, time } from './markup.js';

/** Pages listed either side of the current one, as the app's pagination lists them. */
const NEIGHBOURS = 2;

/** One page of a list and how many essays match in all. */
export interface EssayListPage {
  essays: Essay[];
  total: number;
}

/** Where the list is drawn: its path and query string, which page links keep, changing only `page`. */
export interface ListAddress {
  path: string;
  search: URLSearchParams;
}

/** The same address on another page, as the app's `pageSearch` writes it: page 1 carries no `page`. */
function pageHref({ path, search }: ListAddress, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

function row(essay: Essay): string {
  const views = essay.viewCount > 0 ? `<span>${text(formatViews(essay.viewCount))}</span>` : '';
  return (
    '<li class="ui-card content-essay-row">' +
    `<h2 class="content-essay-row__title">${link(pathTo('essay', { slug: essay.slug }), essay.title)}</h2>` +
    `<p class="content-essay-row__meta">${time(essay.date, 'short')}${views}</p>` +
    `<p class="content-essay-row__excerpt">${text(essay.excerpt)}</p>` +
    '</li>'
  );
}

/** The app's `EssayPagination`: Previous, the page numbers with gaps, Next; nothing for one page. */
function pagination(address: ListAddress, page: number, pages: number): string {
  if (pages <= 1) return '';
  const items: string[] = [];
  if (page > 1) items.push(`<li>${link(pageHref(address, page - 1), 'Previous', ' rel="prev"')}</li>`);
  let gap = false;
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= NEIGHBOURS) {
      const current = n === page ? ' aria-current="page"' : '';
      items.push(`<li>${link(pageHref(address, n), String(n), `${current} aria-label="Page ${n}"`)}</li>`);
      gap = false;
    } else if (!gap) {
      items.push('<li aria-hidden="true">…</li>');
      gap = true;
    }
  }
  if (page < pages) items.push(`<li>${link(pageHref(address, page + 1), 'Next', ' rel="next"')}</li>`);
  return `<nav class="content-pagination" aria-label="Pages"><ul>${items.join('')}</ul></nav>`;
}

/**
 * The app's `EssayList`, one page of it: the rows and the pagination, or the box saying there is nothing
 * on this page or, for a narrowed list (`filtered`), under these filters.
 */
export function essayListHtml(
  address: ListAddress,
  { essays, total }: EssayListPage,
  page: number,
  filtered: boolean,
): string {
  if (essays.length === 0 && total > 0) {
    return statusMessage('No Essays on This Page', `<p>${link(pageHref(address, 1), 'Go to the first page')}</p>`);
  }
  if (essays.length === 0) {
    return filtered
      ? statusMessage(
          'No Essays Found',
          `<p>Try adjusting your search criteria or browse all essays.</p><p>${link(pathTo('essays'), 'Browse all essays')}</p>`,
        )
      : statusMessage('No Essays Found', '<p>No essays are available at the moment.</p>');
  }
  return (
    '<div class="content-essay-results">' +
    `<ul class="content-essay-list">${essays.map(row).join('')}</ul>` +
    pagination(address, page, Math.ceil(total / ESSAY_PAGE_SIZE)) +
    '</div>'
  );
}

/** A section of the topic page headed with its count, as the app's `TopicSection`; nothing when empty. */
function topicSection(title: string, count: number, body: string): string {
  if (count === 0) return '';
  const id = `topic-section-${title.toLowerCase()}`;
  return (
    `<section class="content-topic-section" aria-labelledby="${id}">` +
    `<h2 id="${id}">${text(title)} <span class="content-topic-section__count">(${count})</span></h2>` +
    body +
    '</section>'
  );
}

function journalRows(entries: JournalEntry[]): string {
  const rows = entries.map(
    (entry) => `<li>${link(pathTo('journalEntry', { id: entry.id }), entry.title)}${time(entry.date, 'short')}</li>`,
  );
  return `<ul class="content-topic-list">${rows.join('')}</ul>`;
}

/**
 * The topic page: its header and description, then its essays (a page at a time) and journal entries,
 * each section hidden when empty. Courses and quizzes come from the learn service, so the app adds them.
 */
export function topicPageHtml(
  topic: TopicDetail,
  address: ListAddress,
  list: EssayListPage,
  page: number,
  journal: JournalEntry[],
): string {
  return (
    '<div class="content-page content-topic">' +
    `<header class="content-page__header"><h1>${text(topic.name)}</h1><p>${text(topic.description)}</p></header>` +
    topicSection('Essays', list.total, essayListHtml(address, list, page, true)) +
    topicSection('Journal', journal.length, journalRows(journal)) +
    '</div>'
  );
}
