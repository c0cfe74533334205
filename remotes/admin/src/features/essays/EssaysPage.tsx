import { ADMIN_ESSAY_PAGE_SIZE, ESSAY_STATUSES, PAGE_HEADS, pathTo, type EssayStatus } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Button, buttonClassName, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { adminEssaysQuery } from './api/essays';
import { formatDateTime, STATUS_LABELS } from '../editing/publication';
import '../layout/admin-table.css';
import './essays.css';

const isStatus = (value: string | null): value is EssayStatus =>
  (ESSAY_STATUSES as readonly (string | null)[]).includes(value);

/** Every essay, drafts and scheduled ones included, filtered by status, a page at a time. */
export default function EssaysPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error } = useQuery(adminEssaysQuery({ status, page: page > 1 ? page : undefined }));
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_ESSAY_PAGE_SIZE)) : 1;

  const go = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) search.set('status', nextStatus);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <article className="admin-essays-page">
      <PageMeta {...PAGE_HEADS.adminEssays} path={pathTo('adminEssays')} />
      <header className="admin-essays-page__header">
        <h1>Essays</h1>
        <Link className={buttonClassName()} to={pathTo('adminEssayNew')}>
          New essay
        </Link>
      </header>
      <div className="admin-essays-page__filter">
        <label htmlFor="admin-essay-status">Status</label>
        <select id="admin-essay-status" value={status ?? ''} onChange={(event) => go({ status: event.target.value })}>
          <option value="">All essays</option>
          {ESSAY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {isPending ? (
        <Spinner label="Loading the essays" />
      ) : error ? (
        <p role="alert">The essays could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">
            {data.total === 1 ? '1 essay' : `${data.total} essays`}
            {status ? ` ${STATUS_LABELS[status].toLowerCase()}` : ''}.
          </p>
          {data.items.length > 0 ? (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="admin-table__caption">Essays, most recently saved first</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Status</th>
                    <th scope="col">Published</th>
                    <th scope="col">Last saved</th>
                    <th scope="col">Views</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((essay) => (
                    <tr key={essay.id}>
                      <th scope="row">
                        <Link to={pathTo('adminEssay', { id: String(essay.id) })}>{essay.title}</Link>
                      </th>
                      <td>
                        <span className={`admin-essay-status admin-essay-status--${essay.status}`}>
                          {STATUS_LABELS[essay.status]}
                        </span>
                      </td>
                      <td>{essay.publishedAt ? formatDateTime(essay.publishedAt) : '—'}</td>
                      <td>{formatDateTime(essay.updatedAt)}</td>
                      <td>{essay.viewCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {pages > 1 ? (
            <nav className="admin-pages" aria-label="Pages of essays">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                Previous page
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                Next page
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </article>
  );
}
