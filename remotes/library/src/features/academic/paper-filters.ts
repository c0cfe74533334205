import { PAPER_KINDS, PAPER_PAGE_MAX, type PaperKind, type PaperListParams } from '@site/contracts';

/** The academic list's filters as the address holds them; '' means "not filtered". */
export interface PaperFilterState {
  kind: PaperKind | '';
  topic: string;
  q: string;
  page: number;
}

function isKind(value: string | null): value is PaperKind {
  return (PAPER_KINDS as readonly (string | null)[]).includes(value);
}

/** /library/academic?kind=…&topic=…&q=…&page=…; anything the API would refuse reads as unset. */
export function readPaperFilters(params: URLSearchParams): PaperFilterState {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    kind: isKind(kind) ? kind : '',
    topic: params.get('topic')?.trim() ?? '',
    q: params.get('q')?.trim() ?? '',
    page: Number.isSafeInteger(page) && page > 1 && page <= PAPER_PAGE_MAX ? page : 1,
  };
}

/** The request's parameters: only those set, and the page only past the first. */
export function paperListParams(filters: PaperFilterState): PaperListParams {
  const params: PaperListParams = {};
  if (filters.kind) params.kind = filters.kind;
  if (filters.topic) params.topic = filters.topic;
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.page > 1) params.page = filters.page;
  return params;
}

/** The address of the list with these filters. */
export function academicPath(filters: PaperFilterState): string {
  const search = new URLSearchParams(
    Object.entries(paperListParams(filters)).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `/library/academic?${search}` : '/library/academic';
}

export function hasPaperFilters(filters: PaperFilterState): boolean {
  return Boolean(filters.kind || filters.topic || filters.q);
}
