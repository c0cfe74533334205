import type * as registry from '../registry';

/**
 * Each remote's manifest URL as `/remotes.json` gave them to this browser: a canary of content on a CDN, learn's own
 * build; games and the others are not listed.
 */
export const MANIFESTS = {
  content: 'https://cdn.example.org/content/2026-12-01.1/mf-manifest.json',
  learn: '/remotes/learn/mf-manifest.json',
} as const;

/*
 * Stands in for `../registry`, which would fetch the remotes:
 * `jest.mock('./registry', () => jest.requireActual('./testing/fake-registry'))`. Nothing loads until a test says
 * what `loadRemoteModule` and `retryRemoteModule` answer.
 */
export const loadRemoteModule: jest.MockedFunction<typeof registry.loadRemoteModule> = jest.fn();
export const retryRemoteModule: jest.MockedFunction<typeof registry.retryRemoteModule> = jest.fn();
export const manifestUrlOf: jest.MockedFunction<typeof registry.manifestUrlOf> = jest.fn(
  (remote) => (MANIFESTS as Partial<Record<string, string>>)[remote],
);
