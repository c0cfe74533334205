import { ESSAY_SORTS, TOPIC_NAMES, type EssaySort, type Tag } from '@site/contracts';
import { essaysPath, type FilterState } from './essay-list-params.js';
import { essayListHtml, type EssayListPage, type ListAddress } from './essay-list-markup.js';
import { text } from './markup.js';

/** How many tags the screen's `TagList` offers. */
const TAGS_SHOWN = 15;

const SORT_LABELS: Record<EssaySort, string> = { date: 'Date', popularity: 'Popularity', title: 'Title' };

/** Ids of the form's fields; the app's own (from `useId`) differ, which moves nothing. */
const FIELD = 'essay-filters';

const button = (label: string, variant: string, attributes = '') =>
  `<button type="button" class="ui-button ui-button--${variant} ui-button--sm"${attributes}>${text(label)}</button>`;

function options(all: readonly string[], current: string, none: string): string {
  // A value from the address stays offered even when the list does not hold it.
  const names = current && !all.includes(current) ? [current, ...all] : all;
  return [
    `<option value=""${current ? '' : ' selected=""'}>${text(none)}</option>`,
    ...names.map(
      (name) => `<option value="${text(name)}"${name === current ? ' selected=""' : ''}>${text(name)}</option>`,
    ),
  ].join('');
}

/** The screen's `EssayFilterBar`, filled in from the address. */
function filterBar(filters: FilterState, tags: Tag[]): string {
  const sorts = ESSAY_SORTS.map((sort) => {
    const pressed = sort === filters.sortBy;
    return button(SORT_LABELS[sort], pressed ? 'primary' : 'secondary', ` aria-pressed="${pressed}"`);
  }).join('');
  return (
    '<form class="content-filters" role="search" aria-label="Filter essays">' +
    `<div class="content-filters__search"><label for="${FIELD}-query">Search essays</label>` +
    `<input id="${FIELD}-query" type="search" placeholder="Search by title or content..." value="${text(filters.query)}"/></div>` +
    `<div class="content-filters__field"><label for="${FIELD}-tag">Tag</label><select id="${FIELD}-tag">` +
    `${options(
      tags.map((tag) => tag.name),
      filters.tag,
      'All tags',
    )}</select></div>` +
    `<div class="content-filters__field"><label for="${FIELD}-topic">Topic</label><select id="${FIELD}-topic">` +
    `${options(TOPIC_NAMES, filters.topic, 'All topics')}</select></div>` +
    `<div class="content-filters__sort" role="group" aria-labelledby="${FIELD}-sort">` +
    `<span id="${FIELD}-sort" class="content-filters__label">Sort by</span>` +
    `<div class="content-filters__sort-buttons">${sorts}</div></div>` +
    '<div class="content-filters__actions">' +
    '<button type="submit" class="ui-button ui-button--primary ui-button--sm">Search</button>' +
    button('Clear', 'ghost') +
    '</div></form>'
  );
}

/** The screen's `TagList`: the commonest tags; the chosen one is marked and choosing it again lifts it. */
function tagList(filters: FilterState, tags: Tag[]): string {
  if (tags.length === 0) return '';
  const items = tags.slice(0, TAGS_SHOWN).map((tag) => {
    const active = tag.name === filters.tag;
    const href = essaysPath({ ...filters, tag: active ? '' : tag.name });
    return (
      `<li><a class="content-tag"${active ? ' aria-current="true"' : ''} href="${text(href)}">` +
      `${text(tag.name)} (${tag.count})</a></li>`
    );
  });
  return `<nav aria-label="Tags"><ul class="content-tag-list">${items.join('')}</ul></nav>`;
}

/** /essays (or /articles, /entries) as the screen draws it at this address: header, filters, tags and one page of the list. */
export function essaysPageHtml(
  filters: FilterState,
  tags: Tag[],
  address: ListAddress,
  list: EssayListPage,
  page: number,
): string {
  const filtered = Boolean(filters.query || filters.tag || filters.topic);
  return (
    '<div class="content-page">' +
    '<header class="content-page__header"><h1>Essays</h1>' +
    '<p>Long-form writing on philosophy, mathematics, science and human experience.</p></header>' +
    filterBar(filters, tags) +
    tagList(filters, tags) +
    essayListHtml(address, list, page, filtered) +
    '</div>'
  );
}
