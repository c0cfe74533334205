// Values fixed by the specification: request time-out, retries and their delays, freshness.
export const REQUEST_TIMEOUT_MS = 15000;
export const STALE_TIME_MS = 60000;
export const MAX_QUERY_RETRIES = 3;
export const MAX_MUTATION_RETRIES = 1;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30000;
