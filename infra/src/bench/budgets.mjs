// DESIGN.md "Budgets", in one place for every bench step.
export const JS_BUDGET_KB = { '/': 210, '/essays': 180, '/essay/what-proof-cannot-reach': 180 };
export const LIGHTHOUSE_MIN = 95;
/** Total blocking time, Lighthouse mobile, on the routes Lighthouse measures. */
export const TBT_MAX_MS = 150;
export const LCP_MAX_MS = 1500;
export const CLS_MAX = 0;
export const PROXY_MAX_COST = 0.25;
/** Load through the gateway: this many connections, no errors, p99 at most this. */
export const LOAD_CONNECTIONS = 100;
export const LOAD_P99_MAX_MS = 100;
