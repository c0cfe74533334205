import { MarkdownHtml } from '@site/markdown';

/** An essay's or a journal entry's body, as the content service rendered and sanitised it. */
export function ArticleBody({ html }: { html: string }) {
  // The author's own writing, so diagrams may render.
  return <MarkdownHtml html={html} trusted className="content-article-body" />;
}
