import { apiRequest, ApiError, buildQueryString, REQUEST_TIMEOUT_MS } from '@site/api-client';
import type { Essay, EssayFilters, Tag } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { filterParams, type EssayFilterState } from './essay-filters';

export interface EssayPage {
  essays: Essay[];
  /** How many essays match in all; the list itself may be bounded by the service. */
  total: number;
}

// SPEC §8 error texts; ApiError keeps the status so the shared retry policy still applies.
export const ESSAYS_ERROR = 'Failed to fetch essays';
export const TAGS_ERROR = 'Failed to fetch tags';

/**
 * GET /api/essays. Plain fetch rather than apiRequest, because the total arrives in the
 * X-Total-Count header; credentials and time-out follow SPEC §7 all the same.
 */
export async function fetchEssays(params: EssayFilters, signal?: AbortSignal): Promise<EssayPage> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/essays${buildQueryString({ ...params })}`, {
      credentials: 'include',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new ApiError(0, '', ESSAYS_ERROR, { cause: error });
  }
  if (!response.ok) throw new ApiError(response.status, await response.text(), ESSAYS_ERROR);
  const essays = (await response.json()) as Essay[];
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? NaN : Number(header);
  return { essays, total: Number.isInteger(total) && total >= essays.length ? total : essays.length };
}

export function useEssays(filters: EssayFilterState) {
  const params = filterParams(filters);
  return useQuery({
    queryKey: ['/api/essays', params],
    queryFn: ({ signal }) => fetchEssays(params, signal),
  });
}

export async function fetchTags(signal?: AbortSignal): Promise<Tag[]> {
  try {
    return await apiRequest<Tag[]>('GET', '/api/tags', undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.body, TAGS_ERROR, { cause: error });
    throw error;
  }
}

/** Tags, commonest first. */
export function useTags() {
  return useQuery({ queryKey: ['/api/tags'], queryFn: ({ signal }) => fetchTags(signal) });
}
