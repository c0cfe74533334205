import { pathTo, type RelatedEssay } from '@site/contracts';
import { formatDate } from '@site/ui';
import { Link } from 'react-router-dom';

/** Essays on the same topics and tags, best match first. */
export function RelatedEssays({ essays }: { essays: RelatedEssay[] }) {
  if (essays.length === 0) return null;
  return (
    <section className="content-essay__related" aria-labelledby="essay-related-heading">
      <h2 id="essay-related-heading">Related essays</h2>
      <ul>
        {essays.map((essay) => (
          <li key={essay.slug}>
            <Link to={pathTo('essay', { slug: essay.slug })}>{essay.title}</Link>{' '}
            <time dateTime={essay.date}>{formatDate(essay.date, 'short')}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
