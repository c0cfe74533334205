import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { buildQueryString, type QueryParams } from './query-string';
import { apiRequest, type On401 } from './request';

/**
 * A query function that GETs the query key as a URL: string and number elements are path segments
 * joined with '/', e.g. `['/api/posts', id]`, and a plain-object element holds the query parameters,
 * e.g. `['/api/posts', { tag }]`.
 */
export function getQueryFn<T>(options?: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options?: { on401: On401 }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: On401 } = { on401: 'throw' }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => apiRequest<T>('GET', toUrl(queryKey), undefined, { on401, signal });
}

function toUrl(queryKey: QueryKey): string {
  const path = queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
  const params = queryKey.find(isPlainObject);
  return path + (params ? buildQueryString(params) : '');
}

function isPlainObject(value: unknown): value is QueryParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
