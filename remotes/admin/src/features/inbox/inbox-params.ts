import { INBOX_FILTERS, INBOX_KINDS, type InboxFilter, type InboxKind } from '@site/contracts';

/** The inbox's state in its address: `?filter=waiting&page=2&open=chat:5`, so a thread can be linked to. */
export interface InboxParams {
  filter: InboxFilter;
  page: number;
  open: { kind: InboxKind; id: number } | null;
}

export const DEFAULT_FILTER: InboxFilter = 'waiting';

export function readInboxParams(params: URLSearchParams): InboxParams {
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  const [kind, id] = (params.get('open') ?? '').split(':');
  return {
    filter: INBOX_FILTERS.includes(filter as InboxFilter) ? (filter as InboxFilter) : DEFAULT_FILTER,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    open:
      INBOX_KINDS.includes(kind as InboxKind) && /^\d+$/.test(id ?? '')
        ? { kind: kind as InboxKind, id: Number(id) }
        : null,
  };
}

/** The query string for `params`, leaving out what is the default. */
export function inboxSearch({ filter, page, open }: InboxParams): string {
  const query = new URLSearchParams();
  if (filter !== DEFAULT_FILTER) query.set('filter', filter);
  if (page > 1) query.set('page', String(page));
  if (open) query.set('open', `${open.kind}:${open.id}`);
  const text = query.toString();
  return text ? `?${text}` : '';
}
