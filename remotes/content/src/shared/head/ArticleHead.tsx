import { blogPostingLd } from '@site/contracts';
import { PageMeta, type PageImage } from '@site/shell-api';
import { usePageLinks, type Step } from './page-links';

export interface ArticleHeadProps {
  /** What search engines and link previews show: the headline of its structured data too. */
  title: string;
  description: string;
  /** The canonical path. */
  path: string;
  /** Its link-preview image (a path of the site or an absolute address) and its size; the title describes it. */
  image: Omit<PageImage, 'alt'>;
  /** ISO date. */
  date: string;
  tags?: string[];
  /** The topics it is filed under. */
  topics?: string[];
  /** The list it belongs to, between the home page and itself. */
  trail: Step;
}

/** The head of an essay or a journal entry: a BlogPosting with its breadcrumbs, and the article's Open Graph tags. */
export function ArticleHead({
  title,
  description,
  path,
  image,
  date,
  tags = [],
  topics = [],
  trail,
}: ArticleHeadProps) {
  const links = usePageLinks();
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        path={path}
        type="article"
        image={{ ...image, alt: title }}
        publishedTime={date}
        keywords={[...tags, ...topics]}
        structuredData={[
          blogPostingLd({
            headline: title,
            description,
            url: links.url(path),
            datePublished: date,
            image: links.url(image.url),
            keywords: tags,
            articleSection: topics,
            author: links.author,
          }),
          links.breadcrumbs(trail, [title, path]),
        ]}
      />
      {/* PageMeta writes no article:tag; React hoists these into <head> beside its tags. */}
      {tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
    </>
  );
}
