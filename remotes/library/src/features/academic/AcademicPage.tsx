import { PageMeta } from '@site/shell-api';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LIBRARY_STEP, paperPath, usePageLd } from '../../shared/page-ld';
import { papersQuery } from './api/papers';
import { academicPath, paperListParams, readPaperFilters, type PaperFilterState } from './paper-filters';
import { PaperFilterBar } from './PaperFilterBar';
import { PaperList } from './PaperList';
import './academic.css';

const { title, description } = PAGE_HEADS.libraryAcademic;

/** /library/academic: papers and lecture notes, filtered by kind, topic and text held in the address. */
export default function AcademicPage() {
  const [params] = useSearchParams();
  const filters = readPaperFilters(params);
  const navigate = useNavigate();
  const apply = useCallback((next: PaperFilterState) => navigate(academicPath(next)), [navigate]);
  const clear = useCallback(() => navigate(pathTo('libraryAcademic')), [navigate]);
  // The list's own query: the head names the papers listed, each also as a ScholarlyArticle.
  const { data: list } = useQuery(papersQuery(paperListParams(filters)));
  const papers = list?.items ?? [];
  const ld = usePageLd();

  return (
    <div className="library-academic">
      <PageMeta
        title={title}
        description={description}
        path={pathTo('libraryAcademic')}
        keywords={['papers', 'lecture notes', 'citations', 'philosophy', 'mathematics', 'science']}
        structuredData={[
          ...ld.collection({
            title,
            description,
            path: pathTo('libraryAcademic'),
            items: papers.map((paper) => ld.page(paper.title, paperPath(paper))),
            trail: [LIBRARY_STEP],
          }),
          ...papers.map((paper) => ld.paper(paper)),
        ]}
      />
      <header className="library-academic__header">
        <h1>Academic papers</h1>
        <p>
          Papers and lecture notes behind the essays. Open an abstract to see what each argues, read the full text where
          the library holds it, and copy a citation in the form your reference manager wants.
        </p>
      </header>
      <PaperFilterBar filters={filters} onChange={apply} onClear={clear} />
      <PaperList filters={filters} onChange={apply} />
    </div>
  );
}
