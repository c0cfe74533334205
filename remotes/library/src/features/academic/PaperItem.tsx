import { libraryItemHref, pathTo, type Paper } from '@site/contracts';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { VisuallyHidden } from '@site/ui';
import { Link } from 'react-router-dom';
import { Cite } from '../../shared/Cite';
import { CitedIn } from '../../shared/CitedIn';
import { PaperFacts } from '../../shared/PaperFacts';

interface PaperItemProps {
  paper: Paper;
  /** The list's address with only the topic changed, so a topic narrows the list in place. */
  topicHref: (topic: string) => string;
}

/** One paper: its facts, the abstract behind a disclosure, and what to do with it (read, cite). */
export function PaperItem({ paper, topicHref }: PaperItemProps) {
  const headingId = `paper-${paper.slug}-title`;
  return (
    // The slug is the item's anchor: essays cite it as /library/academic#<slug>.
    <article id={paper.slug} className="library-paper" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="library-paper__title">
        {paper.title}
      </h2>
      <PaperFacts paper={paper} />
      <details className="library-paper__abstract">
        <summary>Abstract</summary>
        <p>{paper.abstract}</p>
      </details>
      {paper.topics.length > 0 ? (
        <ul className="library-paper__topics" aria-label="Topics">
          {paper.topics.map((topic) => (
            <li key={topic}>
              <Link to={topicHref(topic)}>{topic}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="library-paper__actions">
        {paper.documentName ? (
          <Link className="library-paper__read" to={pathTo('libraryDocument', { name: paper.documentName })}>
            Read<VisuallyHidden> {paper.title}</VisuallyHidden>
          </Link>
        ) : null}
        {paper.url ? <a href={paper.url}>Publisher’s page</a> : null}
        <Cite slug={paper.slug} title={paper.title} citations={paper.citations} />
        <BookmarkToggle
          kind="library"
          target={`paper:${paper.slug}`}
          title={paper.title}
          path={libraryItemHref('paper', paper.slug)}
          className="bookmark-toggle--inline"
          hideForVisitors
        />
      </div>
      <CitedIn href={`${pathTo('libraryAcademic')}#${paper.slug}`} headingLevel={3} />
    </article>
  );
}
