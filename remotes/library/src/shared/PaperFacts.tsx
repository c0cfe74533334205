import type { Paper } from '@site/contracts';
import { doiHref, formatAuthors } from './paper-authors';
import './paper-facts.css';

const KIND_LABEL: Record<Paper['kind'], string> = { paper: 'Paper', 'lecture-notes': 'Lecture notes' };

/** A paper's authors, venue, year and DOI, as a list of labelled facts. */
export function PaperFacts({ paper }: { paper: Paper }) {
  return (
    <dl className="library-paper-facts">
      <div>
        <dt>{paper.authors.length === 1 ? 'Author' : 'Authors'}</dt>
        <dd>{formatAuthors(paper.authors)}</dd>
      </div>
      <div>
        <dt>Published</dt>
        <dd>
          {KIND_LABEL[paper.kind]}, {paper.venue}, <time dateTime={paper.publishedOn}>{paper.year}</time>
        </dd>
      </div>
      {paper.doi ? (
        <div>
          <dt>DOI</dt>
          <dd>
            <a href={doiHref(paper.doi)}>{paper.doi}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
