export * from './constants';
export { ApiError, TimeoutError } from './errors';
export { apiPath } from './path';
export { setApiOrigin } from './api-origin';
export { buildQueryString, type QueryParams } from './query-string';
export { apiRequest, apiRequestWithTotal, type On401, type RequestOptions, type WithTotal } from './request';
export { getQueryFn } from './query-fn';
export { retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry';
export { createQueryClient } from './query-client';
