import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { buttonClassName, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminPapersQuery } from './api/papers';
import { PaperTable } from './PaperTable';
import '../editing/editing.css';
import './library-items.css';

/** /admin/library/papers: every paper and set of lecture notes, and the way to add one. */
export default function PapersPage() {
  const { data, isPending, error } = useQuery(adminPapersQuery());
  return (
    <article className="admin-page">
      <PageMeta {...PAGE_HEADS.adminPapers} path={pathTo('adminPapers')} />
      <header className="admin-page__header">
        <h1>Papers</h1>
        <Link className={buttonClassName()} to={pathTo('adminPaperNew')}>
          New paper
        </Link>
      </header>
      {isPending ? (
        <Spinner label="Loading the papers" />
      ) : error ? (
        <p role="alert">The papers could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">{data.length === 1 ? '1 paper.' : `${data.length} papers.`}</p>
          {data.length > 0 ? <PaperTable papers={data} /> : null}
        </>
      )}
    </article>
  );
}
