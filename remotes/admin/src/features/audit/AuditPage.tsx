import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_FILTER_MAX, PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Button, Spinner, TextField } from '@site/ui';
import { auditQuery } from './api/audit';
import { AuditTable } from './AuditTable';
import '../layout/admin-table.css';
import './audit.css';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

interface Filter {
  user: string;
  path: string;
  page: number;
}

/** The audit log of admin actions, narrowed and paged by the address (`?user=…&path=…&page=…`). */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = {
    user: params.get('user') ?? '',
    path: params.get('path') ?? '',
    page: pageOf(params.get('page')),
  };
  const [draft, setDraft] = useState({ user: filter.user, path: filter.path });
  const { data, isPending, error, isPlaceholderData } = useQuery({
    ...auditQuery(filter),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(filter.user || filter.path);

  const show = (next: Filter) => {
    const search = new URLSearchParams();
    if (next.user) search.set('user', next.user);
    if (next.path) search.set('path', next.path);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    show({ user: draft.user.trim(), path: draft.path.trim(), page: 1 });
  };

  return (
    <article className="admin-audit-page">
      <PageMeta {...PAGE_HEADS.adminAudit} path={pathTo('adminAudit')} />
      <h1>Audit log</h1>
      <p>Every change made in the admin area, and every attempt refused, with who made it, when and from where.</p>
      <form role="search" aria-label="Audit log" className="admin-audit-filter" onSubmit={onFilter}>
        <TextField
          label="Account (id, name or email)"
          type="search"
          name="user"
          value={draft.user}
          maxLength={AUDIT_FILTER_MAX}
          onChange={(event) => setDraft({ ...draft, user: event.target.value })}
        />
        <TextField
          label="Path contains"
          type="search"
          name="path"
          value={draft.path}
          maxLength={AUDIT_FILTER_MAX}
          onChange={(event) => setDraft({ ...draft, path: event.target.value })}
        />
        <Button type="submit">Filter</Button>
      </form>
      {isPending ? (
        <Spinner label="Loading the audit log" />
      ) : error ? (
        <p role="alert">The audit log could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">
            {data.total === 0
              ? filtered
                ? 'No action matches this filter.'
                : 'No admin action has been recorded yet.'
              : `${data.total === 1 ? 'One action' : `${data.total} actions`}${filtered ? ' matching the filter' : ''}, page ${data.page} of ${pages}.`}
          </p>
          {data.items.length > 0 ? <AuditTable entries={data.items} /> : null}
          {pages > 1 ? (
            <nav aria-label="Audit log pages" className="admin-pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={filter.page <= 1}
                onClick={() => show({ ...filter, page: filter.page - 1 })}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={filter.page >= pages || isPlaceholderData}
                onClick={() => show({ ...filter, page: filter.page + 1 })}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </article>
  );
}
