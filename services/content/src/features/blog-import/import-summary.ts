import { imagesKeptText, type BlogImportSummary } from '@site/contracts';
import { FORMAT_NAMES, type BlogExport, type BodySource } from './blog-post.js';
import type { PlannedItem } from './import-plan.js';

const NO_CONVERTER =
  'no HTML-to-Markdown converter is installed here, and the site shows HTML in an essay through its allow-list';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How the written posts' text was read, in one sentence; null for Markdown files, whose text is their own. */
function textNote(blog: BlogExport, written: PlannedItem[]): string | null {
  if (blog.format === 'markdown' || written.length === 0) return null;
  if (blog.format === 'wordpress') return `Text kept as WordPress's HTML (${NO_CONVERTER}).`;
  const sources = new Map(blog.posts.map((post) => [post.sourceId, post.bodySource]));
  const count = (source: BodySource) =>
    written.filter((planned) => sources.get(planned.item.sourceId) === source).length;
  const parts = [
    count('markdown') > 0 && `${plural(count('markdown'), 'post', 'posts')} from their Markdown`,
    count('html') > 0 && `${plural(count('html'), 'post', 'posts')} kept as Ghost's HTML (${NO_CONVERTER})`,
    count('plaintext') > 0 && `${plural(count('plaintext'), 'post', 'posts')} from Ghost's plain text only`,
  ].filter(Boolean);
  return `Text: ${parts.join('; ')}.`;
}

/** The answer to a check or an import: every item, the totals, and what to know of the whole. */
export function summaryOf(blog: BlogExport, plan: PlannedItem[], applied: boolean): BlogImportSummary {
  const written = plan.filter((planned) => planned.essay !== null);
  const images = new Set(written.flatMap((planned) => planned.images)).size;
  const text = textNote(blog, written);
  return {
    format: blog.format,
    formatName: FORMAT_NAMES[blog.format],
    applied,
    items: plan.map((planned) => planned.item),
    totals: {
      create: plan.filter((planned) => planned.item.action === 'create').length,
      update: plan.filter((planned) => planned.item.action === 'update').length,
      skip: plan.filter((planned) => planned.item.action === 'skip').length,
    },
    images,
    redirects: written.reduce((sum, planned) => sum + planned.newAddresses.length, 0),
    notes: [
      ...(images > 0 ? [`${imagesKeptText(images)}; none was fetched.`] : []),
      ...(text ? [text] : []),
      ...blog.notes,
    ],
  };
}

/** The audit log's words: `import ran (12 created, 3 updated)`, or `import checked (…)` for a check. */
export function importWords({ applied, totals }: BlogImportSummary): string {
  return applied
    ? `import ran (${totals.create} created, ${totals.update} updated)`
    : `import checked (${totals.create} to create, ${totals.update} to update)`;
}
