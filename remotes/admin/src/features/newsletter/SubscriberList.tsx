import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { SUBSCRIBER_SEARCH_MAX, SUBSCRIBER_STATUSES, type SubscriberStatus } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { Button, formatDate, Spinner, TextField } from '@site/ui';
import { subscribersQuery } from './api/subscribers';
import { SUBSCRIBER_LABELS } from './issue-labels';

const statusOf = (value: string | null) =>
  SUBSCRIBER_STATUSES.find((status) => status === value) satisfies SubscriberStatus | undefined;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

interface ListView {
  status?: SubscriberStatus;
  q: string;
  page: number;
}

/** The addresses on the list, filtered by status and searched (`?status=…&q=…&page=…`), with the counts. */
export function SubscriberList() {
  const [params, setParams] = useSearchParams();
  const view: ListView = {
    status: statusOf(params.get('status')),
    q: params.get('q') ?? '',
    page: pageOf(params.get('page')),
  };
  const [draft, setDraft] = useState(view.q);
  const { data, isPending, error, isPlaceholderData } = useQuery({
    ...subscribersQuery(view),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const show = (next: ListView) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.q) search.set('q', next.q);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ ...view, q: draft.trim(), page: 1 });
  };
  const all = data ? SUBSCRIBER_STATUSES.reduce((sum, status) => sum + data.counts[status], 0) : null;
  const filters: { status?: SubscriberStatus; label: string; count: number | null }[] = [
    { label: 'All', count: all },
    ...SUBSCRIBER_STATUSES.map((status) => ({
      status,
      label: SUBSCRIBER_LABELS[status],
      count: data?.counts[status] ?? null,
    })),
  ];

  return (
    <section aria-labelledby="newsletter-subscribers-title" className="admin-newsletter__section">
      <h2 id="newsletter-subscribers-title">Subscribers</h2>
      <div role="group" aria-label="Show subscribers" className="admin-newsletter__filters">
        {filters.map(({ status, label, count }) => (
          <Button
            key={label}
            variant={view.status === status ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view.status === status}
            onClick={() => show({ status, q: view.q, page: 1 })}
          >
            {count === null ? label : `${label} (${count})`}
          </Button>
        ))}
      </div>
      <form role="search" aria-label="Subscribers" className="admin-newsletter__search" onSubmit={onSearch}>
        <TextField
          label="Search by address"
          type="search"
          name="q"
          value={draft}
          maxLength={SUBSCRIBER_SEARCH_MAX}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {isPending ? (
        <Spinner label="Loading the subscribers" />
      ) : error ? (
        <p role="alert">The subscribers could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">
            {data.total === 0
              ? 'No address matches.'
              : `${data.total === 1 ? 'One address' : `${data.total} addresses`}, page ${data.page} of ${pages}.`}
          </p>
          {data.items.length > 0 ? (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="admin-table__caption">Subscribers, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Address</th>
                    <th scope="col">Status</th>
                    <th scope="col">Signed up</th>
                    <th scope="col">Since</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((subscriber) => (
                    <tr key={subscriber.id}>
                      <th scope="row">{subscriber.email}</th>
                      <td>{SUBSCRIBER_LABELS[subscriber.status]}</td>
                      <td>{formatDate(subscriber.createdAt)}</td>
                      <td>
                        {subscriber.status === 'confirmed' && subscriber.confirmedAt
                          ? formatDate(subscriber.confirmedAt)
                          : subscriber.status === 'unsubscribed' && subscriber.unsubscribedAt
                            ? formatDate(subscriber.unsubscribedAt)
                            : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {pages > 1 ? (
            <nav aria-label="Subscriber pages" className="admin-pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={view.page <= 1}
                onClick={() => show({ ...view, page: view.page - 1 })}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={view.page >= pages || isPlaceholderData}
                onClick={() => show({ ...view, page: view.page + 1 })}
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
