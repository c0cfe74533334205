export * from './constants';
export { ApiError, TimeoutError } from './errors';
export { buildQueryString, type QueryParams } from './query-string';
export { apiRequest, type On401, type RequestOptions } from './request';
export { getQueryFn } from './query-fn';
export { retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry';
export { createQueryClient } from './query-client';
