import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { tagsQuery } from './api/tags';
import { essaysPath, type EssayFilterState } from './essay-filters';
import './essay-filters.css';

/** How many tags are offered. */
export const TAGS_SHOWN = 15;

/** The commonest tags as `name (count)`; choosing one filters by it, choosing it again lifts the filter. */
export function TagList({ filters }: { filters: EssayFilterState }) {
  const { data: tags } = useQuery(tagsQuery());
  // While loading or after a failure there is simply nothing to choose from.
  if (!tags?.length) return null;
  return (
    <nav aria-label="Tags">
      <ul className="content-tag-list">
        {tags.slice(0, TAGS_SHOWN).map((tag) => {
          const active = tag.name === filters.tag;
          return (
            <li key={tag.name}>
              <Link
                className="content-tag"
                aria-current={active ? 'true' : undefined}
                to={essaysPath({ ...filters, tag: active ? '' : tag.name })}
              >
                {tag.name} ({tag.count})
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
