import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, structuredData } from '@site/ui';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { essaysPath, readFilters, type EssayFilterState } from './essay-filters';
import { EssayFilterBar } from './EssayFilterBar';
import { EssayList } from './EssayList';
import { TagList } from './TagList';

const { title, description } = PAGE_HEADS.essays;

/** /essays: the full list, its filters held in the address. */
export function EssaysPage() {
  const [params] = useSearchParams();
  const filters = readFilters(params);
  const navigate = useNavigate();

  // Each pause in typing replaces the address rather than stacking history entries.
  const apply = useCallback(
    (next: EssayFilterState, typing = false) => navigate(essaysPath(next), { replace: typing }),
    [navigate],
  );
  const clear = useCallback(() => navigate('/essays'), [navigate]);

  return (
    <div className="content-page">
      <PageMeta
        title={title}
        description={description}
        path={pathTo('essays')}
        keywords={['essays', 'philosophy', 'mathematics', 'science', 'human experience']}
        structuredData={structuredData('CollectionPage', {
          name: title,
          description,
          url: `${window.location.origin}${pathTo('essays')}`,
        })}
      />
      <header className="content-page__header">
        <h1>Essays</h1>
        <p>Long-form writing on philosophy, mathematics, science and human experience.</p>
      </header>
      <EssayFilterBar filters={filters} onChange={apply} onClear={clear} />
      <TagList filters={filters} />
      <EssayList filters={filters} />
    </div>
  );
}
