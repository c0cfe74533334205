import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, structuredData } from '@site/ui';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { academicPath, readPaperFilters, type PaperFilterState } from './paper-filters';
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

  return (
    <div className="library-academic">
      <PageMeta
        title={title}
        description={description}
        path={pathTo('libraryAcademic')}
        keywords={['papers', 'lecture notes', 'citations', 'philosophy', 'mathematics', 'science']}
        structuredData={structuredData('CollectionPage', {
          name: title,
          description,
          url: `${window.location.origin}${pathTo('libraryAcademic')}`,
        })}
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
