import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from './test-database.js';

/** Each place a service can keep its data: the suites that lean on what differs between them run on both. */
export const STORE_KINDS = ['PostgreSQL', 'PGlite'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/**
 * Where the other suites run: the machine's PostgreSQL. The end-to-end suite runs the whole site on PGlite, as
 * `npm start` does, and the suites of search (trigrams, text search), chat (notifications) and rate limits run on it
 * here as well. Every suite on both stores doubled the integration stage, and under CI's load PGlite's start in
 * WebAssembly outran the hooks' time-outs.
 */
export const SUITE_STORES = ['PostgreSQL'] as const satisfies readonly StoreKind[];

export interface TestStore {
  /** A fresh database of the machine's PostgreSQL, or '' for the embedded PGlite. */
  databaseUrl: string;
  /** The rest of the service's environment for this store: PGlite's folder. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty store of the given kind for one test file, and how to clear it away. */
export async function openTestStore(kind: StoreKind, prefix: string): Promise<TestStore> {
  if (kind === 'PostgreSQL') {
    const db = await createTestDatabase(prefix);
    return { databaseUrl: db.url, env: {}, drop: db.drop };
  }
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  return { databaseUrl: '', env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * For a spec's `describe`: before its tests, opens a fresh store of this kind and starts the service on it;
 * after them, stops the service and clears the store away. Returns a getter for the running service.
 */
export function serviceOnTestStore<Service>(
  kind: StoreKind,
  prefix: string,
  start: (store: TestStore) => Promise<Service>,
  stop: (service: Service) => Promise<unknown>,
): () => Service {
  let store: TestStore | undefined;
  let service: Service | undefined;
  // PGlite (PostgreSQL in WebAssembly) took over two minutes to open in CI, beside the end-to-end suite.
  beforeAll(async () => {
    store = await openTestStore(kind, prefix);
    service = await start(store);
  }, 300_000);
  afterAll(async () => {
    if (service !== undefined) await stop(service);
    await store?.drop();
  });
  return () => {
    if (service === undefined) throw new Error('The service is not started yet: ask for it inside a test or hook.');
    return service;
  };
}
