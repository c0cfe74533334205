import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Button, Spinner, TextField } from '@site/ui';
import { usersQuery } from './api/users';
import { UserTable } from './UserTable';
import '../layout/admin-table.css';
import './users.css';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The accounts, searched and paged by the address (`?q=…&page=…`), with what the administrator may do to each. */
export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(q);
  const { data, isPending, error, isPlaceholderData } = useQuery({
    ...usersQuery({ q, page }),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const show = (next: { q: string; page: number }) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ q: draft.trim(), page: 1 });
  };

  return (
    <article className="admin-users-page">
      <PageMeta {...PAGE_HEADS.adminUsers} path={pathTo('adminUsers')} />
      <h1>Users</h1>
      <form role="search" aria-label="Accounts" className="admin-users-search" onSubmit={onSearch}>
        <TextField
          label="Search by name, username or email"
          type="search"
          name="q"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {isPending ? (
        <Spinner label="Loading the accounts" />
      ) : error ? (
        <p role="alert">The accounts could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">
            {data.total === 0
              ? q
                ? `No account matches “${q}”.`
                : 'No accounts yet.'
              : `${data.total === 1 ? 'One account' : `${data.total} accounts`}${q ? ` matching “${q}”` : ''}, page ${data.page} of ${pages}.`}
          </p>
          {data.items.length > 0 ? <UserTable users={data.items} /> : null}
          {pages > 1 ? (
            <nav aria-label="Account pages" className="admin-pages">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => show({ q, page: page - 1 })}>
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages || isPlaceholderData}
                onClick={() => show({ q, page: page + 1 })}
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
