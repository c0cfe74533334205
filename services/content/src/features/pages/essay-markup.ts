import {
  ESSAY_COVER_HEIGHT,
  ESSAY_COVER_WIDTH,
  pathTo,
  type EssayDetail,
  type EssayLink,
  type RelatedEssay,
} from '@site/contracts';
import { formatViews, link, text, time } from './markup.js';

function linkList(label: string, items: string[], href: (item: string) => string): string {
  if (items.length === 0) return '';
  const rows = items.map((item) => `<li>${link(href(item), item)}</li>`).join('');
  return `<ul class="content-essay__links" aria-label="${text(label)}">${rows}</ul>`;
}

function share(essay: EssayDetail, url: string): string {
  const mastodon = `https://mastodonshare.com/?${new URLSearchParams({ text: essay.title, url })}`;
  const mail = `mailto:?subject=${encodeURIComponent(essay.title)}&body=${encodeURIComponent(`${essay.description}\n\n${url}`)}`;
  return (
    '<section class="content-essay__share" aria-labelledby="essay-share-heading">' +
    '<h2 id="essay-share-heading">Share this essay</h2><ul>' +
    '<li><button type="button" class="ui-button ui-button--secondary ui-button--sm">Copy link</button></li>' +
    `<li><a href="${text(mastodon)}" target="_blank" rel="noopener noreferrer">Share on Mastodon</a></li>` +
    `<li><a href="${text(mail)}">Share by email</a></li>` +
    '</ul></section>'
  );
}

function neighbours(previous: EssayLink | null, next: EssayLink | null): string {
  if (!previous && !next) return '';
  const older = previous
    ? `<a class="content-essay__neighbour" rel="prev" href="${text(pathTo('essay', { slug: previous.slug }))}">` +
      `<span><span aria-hidden="true">← </span>Older</span> ${text(previous.title)}</a>`
    : '';
  const newer = next
    ? `<a class="content-essay__neighbour content-essay__neighbour--next" rel="next" href="${text(pathTo('essay', { slug: next.slug }))}">` +
      `<span>Newer<span aria-hidden="true"> →</span></span> ${text(next.title)}</a>`
    : '';
  return `<nav class="content-essay__neighbours" aria-label="More essays by date">${older}${newer}</nav>`;
}

function related(essays: RelatedEssay[]): string {
  if (essays.length === 0) return '';
  const rows = essays
    .map((essay) => `<li>${link(pathTo('essay', { slug: essay.slug }), essay.title)} ${time(essay.date, 'short')}</li>`)
    .join('');
  return (
    '<section class="content-essay__related" aria-labelledby="essay-related-heading">' +
    `<h2 id="essay-related-heading">Related essays</h2><ul>${rows}</ul></section>`
  );
}

/** The essay page's `<article>` as the content remote's `EssayArticle` draws it; `siteUrl` makes the share links. */
export function essayArticleHtml(essay: EssayDetail, siteUrl: string): string {
  const url = `${siteUrl}${pathTo('essay', { slug: essay.slug })}`;
  const views = essay.viewCount > 0 ? `<span>${text(formatViews(essay.viewCount))}</span>` : '';
  return (
    '<article class="content-page content-essay">' +
    link('/essays', '← All essays', ' class="content-back-link"') +
    '<header class="content-page__header content-essay__header">' +
    `<h1>${text(essay.title)}</h1>` +
    `<p class="content-essay__meta">${time(essay.date, 'long')}<span>${essay.readingMinutes} min read</span>${views}</p>` +
    linkList('Topics', essay.topics, (topic) => `/topic/${encodeURIComponent(topic)}`) +
    linkList('Tags', essay.tags, (tag) => `/essays?${new URLSearchParams({ tag })}`) +
    '</header>' +
    (essay.cover
      ? `<img class="content-essay__cover" src="${text(essay.cover)}" alt="" width="${ESSAY_COVER_WIDTH}" height="${ESSAY_COVER_HEIGHT}">`
      : '') +
    // Sanitised by the shared renderer, as the API serves it.
    `<div class="markdown content-article-body">${essay.html}</div>` +
    share(essay, url) +
    neighbours(essay.previous, essay.next) +
    related(essay.related) +
    '</article>'
  );
}
