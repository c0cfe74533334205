// Values fixed by the specification (§7 time-out, §8 retry, §9 freshness).
export const REQUEST_TIMEOUT_MS = 15000;
export const STALE_TIME_MS = 60000;
export const MAX_QUERY_RETRIES = 3;
export const MAX_MUTATION_RETRIES = 1;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30000;
