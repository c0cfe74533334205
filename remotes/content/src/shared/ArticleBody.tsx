import { describeFallback, Markdown } from '@site/markdown';
import { PageMeta, structuredData } from '@site/ui';

export interface ArticleBodyProps {
  title: string;
  /** The excerpt; without one the description is taken from the body (SPEC §5). */
  excerpt?: string;
  date: string;
  path: string;
  body: string;
  keywords?: string[];
  /** More schema.org Article properties. */
  article?: Record<string, unknown>;
}

/**
 * A markdown article's body and its page meta, loaded apart from the page (see lazy-article-body.tsx):
 * the description fallback needs the markdown library too.
 */
export default function ArticleBody({ title, excerpt, date, path, body, keywords, article }: ArticleBodyProps) {
  const description = excerpt || describeFallback(body);
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
      <Markdown source={body} trusted className="content-article-body" />
    </>
  );
}
