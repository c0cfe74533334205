import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serverMessage } from '@site/shell-api';
import { Button, Spinner } from '@site/ui';
import { usersQuery } from './api/users';
import { UserTable } from './UserTable';

/** The accounts registered on the site, a page at a time. */
export function ReaderAccounts() {
  const [page, setPage] = useState(1);
  const { data, isPending, error, isPlaceholderData } = useQuery({
    ...usersQuery(page),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="admin-accounts-title">
      <h2 id="admin-accounts-title">Reader accounts</h2>
      {isPending ? (
        <Spinner label="Loading the accounts" />
      ) : error ? (
        <p role="alert">The accounts could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p>
            {data.total === 1 ? 'One account' : `${data.total} accounts`}, page {data.page} of {pages}.
          </p>
          <UserTable users={data.items} />
          {pages > 1 ? (
            <nav aria-label="Account pages" className="admin-pages">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages || isPlaceholderData}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
