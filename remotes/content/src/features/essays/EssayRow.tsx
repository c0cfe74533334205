import type { Essay } from '@site/contracts';
import { Card, formatDate } from '@site/ui';
import { Link } from 'react-router-dom';
import { formatViews } from '../../shared/views';

interface EssayRowProps {
  essay: Essay;
  /** Home mode leaves the excerpt out. */
  compact?: boolean;
}

export function EssayRow({ essay, compact = false }: EssayRowProps) {
  // Embedded on home, the list sits under the host's section heading.
  const Title = compact ? 'h3' : 'h2';
  return (
    <Card as="li" className={compact ? 'content-essay-row content-essay-row--compact' : 'content-essay-row'}>
      <Title className="content-essay-row__title">
        <Link to={`/essay/${essay.slug}`}>{essay.title}</Link>
      </Title>
      <p className="content-essay-row__meta">
        <time dateTime={essay.date}>{formatDate(essay.date, 'short')}</time>
        {essay.viewCount > 0 ? <span>{formatViews(essay.viewCount)}</span> : null}
      </p>
      {compact ? null : <p className="content-essay-row__excerpt">{essay.excerpt}</p>}
    </Card>
  );
}
