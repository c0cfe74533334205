import { PAGE_HEADS, pathTo } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CollectionHead } from '../../shared/head/CollectionHead';
import { essaysQuery } from './api/essays';
import { essayItems } from './essay-items';
import { essaysPath, listParams, readFilters, readPage, type EssayFilterState } from './essay-filters';
import { EssayFilterBar } from './EssayFilterBar';
import { EssayList } from './EssayList';
import { TagList } from './TagList';

const { title, description } = PAGE_HEADS.essays;

/** The list's head names the essays shown: the same query the list below makes, so one request. */
function EssaysHead({ filters, page }: { filters: EssayFilterState; page: number }) {
  const { data } = useQuery(essaysQuery(listParams(filters, page)));
  return (
    <CollectionHead
      title={title}
      description={description}
      path={pathTo('essays')}
      keywords={['essays', 'philosophy', 'mathematics', 'science', 'human experience']}
      items={essayItems(data?.essays)}
    />
  );
}

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
      <EssaysHead filters={filters} page={readPage(params)} />
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
