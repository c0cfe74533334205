import { INBOX_FILTERS, type InboxFilter } from '@site/contracts';
import { formatDate, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { serverMessage } from '@site/shell-api';
import { inboxQuery } from './api/inbox';
import { inboxSearch, type InboxParams } from './inbox-params';
import { KIND_LABELS, stateLabel } from './labels';
import { sender } from './sender';

const FILTER_LABELS: Record<InboxFilter, string> = { waiting: 'Waiting', answered: 'Answered', all: 'All' };

/** The filter, then one page of threads, each a link that opens it beside the list. */
export function InboxList({ params }: { params: InboxParams }) {
  const list = useQuery(inboxQuery(params.filter, params.page));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <section className="admin-inbox__list" aria-labelledby="inbox-threads-title">
      <h2 id="inbox-threads-title" className="admin-inbox__subtitle">
        Messages
      </h2>
      <nav aria-label="Show" className="admin-inbox__filters">
        {INBOX_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={inboxSearch({ filter, page: 1, open: params.open })}
            aria-current={filter === params.filter ? 'page' : undefined}
            className="admin-inbox__filter"
          >
            {FILTER_LABELS[filter]}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <Spinner label="Loading the messages" />
      ) : list.isError ? (
        <p role="alert">{serverMessage(list.error)}</p>
      ) : list.data.items.length === 0 ? (
        <p className="admin-inbox__empty">
          {params.filter === 'waiting' ? 'Nothing is waiting for an answer.' : 'No messages here.'}
        </p>
      ) : (
        <ul className="admin-inbox__threads" aria-label="Threads">
          {list.data.items.map((item) => {
            const current = params.open?.kind === item.kind && params.open.id === item.id;
            return (
              <li key={`${item.kind}:${item.id}`}>
                <Link
                  to={inboxSearch({ ...params, open: { kind: item.kind, id: item.id } })}
                  aria-current={current ? 'true' : undefined}
                  className="admin-inbox__thread-link"
                >
                  <span className="admin-inbox__thread-head">
                    <span className={`admin-inbox__kind admin-inbox__kind--${item.kind}`}>
                      {KIND_LABELS[item.kind]}
                    </span>
                    <span className="admin-inbox__sender">{sender(item)}</span>
                    <time dateTime={item.lastAt}>{formatDate(item.lastAt)}</time>
                  </span>
                  <span className="admin-inbox__subject">{item.subject}</span>
                  <span className="admin-inbox__preview">{item.preview}</span>
                  <span className={item.waiting ? 'admin-inbox__state--waiting' : 'admin-inbox__state'}>
                    {stateLabel(item)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="admin-pages">
          {params.page > 1 ? <Link to={inboxSearch({ ...params, page: params.page - 1 })}>Newer</Link> : null}
          <span>
            Page {params.page} of {pages}
          </span>
          {params.page < pages ? <Link to={inboxSearch({ ...params, page: params.page + 1 })}>Older</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
