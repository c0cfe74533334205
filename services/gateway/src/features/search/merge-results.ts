import { SEARCH_KINDS, type SearchKind, type SearchResults, type ServiceSearchAnswer } from '@site/contracts';

export interface SearchRequest {
  query: string;
  kind: SearchKind | null;
  page: number;
  pageSize: number;
}

const kindOrder = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);

/**
 * One page over the services' answers merged by rank (ties: the kinds' order, then id), with the counts of
 * every kind (zero for a kind whose service did not answer) and the closest suggestion when nothing matched.
 * Each answer must hold its service's best `page * pageSize` hits for this to be the true page.
 */
export function mergeResults(request: SearchRequest, answers: ServiceSearchAnswer[]): SearchResults {
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>;
  for (const answer of answers) {
    for (const kind of SEARCH_KINDS) counts[kind] += answer.counts[kind] ?? 0;
  }
  const hits = answers
    .flatMap((answer) => answer.hits)
    .filter((hit) => request.kind === null || hit.kind === request.kind)
    .sort((a, b) => b.rank - a.rank || kindOrder(a.kind) - kindOrder(b.kind) || a.id.localeCompare(b.id));
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const suggestions = answers.flatMap((answer) => (answer.suggestion ? [answer.suggestion] : []));
  const best = suggestions.sort((a, b) => b.score - a.score)[0];
  const start = (request.page - 1) * request.pageSize;
  return {
    ...request,
    counts,
    total: request.kind === null ? all : counts[request.kind],
    hits: hits.slice(start, start + request.pageSize),
    suggestion: all === 0 && best ? best.text : null,
  };
}
