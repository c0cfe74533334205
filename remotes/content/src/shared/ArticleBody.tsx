import { MarkdownHtml } from '@site/markdown';
import { PageMeta, structuredData } from '@site/ui';

export interface ArticleBodyProps {
  title: string;
  description: string;
  date: string;
  path: string;
  /** The body as the content service rendered and sanitised it. */
  html: string;
  keywords?: string[];
  /** More schema.org Article properties. */
  article?: Record<string, unknown>;
}

/** An article's body and its page meta. */
export function ArticleBody({ title, description, date, path, html, keywords, article }: ArticleBodyProps) {
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        path={path}
        type="article"
        keywords={keywords}
        structuredData={structuredData('Article', {
          headline: title,
          description,
          datePublished: date,
          url: `${window.location.origin}${path}`,
          ...article,
        })}
      />
      {/* Essays and journal entries are the author's own writing, so diagrams may render. */}
      <MarkdownHtml html={html} trusted className="content-article-body" />
    </>
  );
}
