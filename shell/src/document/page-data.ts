import { ApiError } from '@site/api-client';
import { scriptJson, type PageAssets } from '@site/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` holding the page's `PageData`. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The digest of an area the server could not draw (its remote failed there): the browser draws it, and React's
 * report of that is no fault of hydration.
 */
export const LEFT_TO_THE_BROWSER = 'left-to-the-browser';

/** What the server hands the browser inside the page: the document's own assets and the query cache it drew from. */
export interface PageData {
  assets: PageAssets;
  /** The site's public origin the server wrote links with; the browser writes them alike. */
  siteOrigin: string;
  queries: DehydratedState;
}

/** An answer the server met as an error (a 404 for an unknown slug), as JSON can carry it. */
interface SentError {
  message: string;
  status: number;
}

type DehydratedQuery = DehydratedState['queries'][number];

const sentError = (error: unknown): SentError => ({
  message: error instanceof Error ? error.message : String(error),
  status: error instanceof ApiError ? error.status : 0,
});

/**
 * The page's data as text safe inside `<script>`. An error the screen drew (a not-found message) travels with its
 * status and message, so the browser draws the same thing before it asks again.
 */
export function writePageData({ assets, siteOrigin, queries }: PageData): string {
  const withErrors = (query: DehydratedQuery): DehydratedQuery =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, error: sentError(query.state.error) as unknown as Error } }
      : query;
  return scriptJson({ assets, siteOrigin, queries: { ...queries, queries: queries.queries.map(withErrors) } });
}

const isSentError = (value: unknown): value is SentError =>
  typeof value === 'object' && value !== null && 'message' in value && 'status' in value;

/** The page's data as the server wrote it, with its errors as the API client's errors again; null when there is none. */
export function readPageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageData;
    const queries = data.queries.queries.map((query): DehydratedQuery => {
      const error = query.state.error;
      return isSentError(error)
        ? { ...query, state: { ...query.state, error: new ApiError(error.status, '', error.message) } }
        : query;
    });
    return { ...data, queries: { ...data.queries, queries } };
  } catch {
    return null;
  }
}
