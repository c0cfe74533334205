/** @jest-environment node */
import { createQueryClient } from './query-client';
import { apiRequest } from './request';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './retry';

test('query client defaults: fresh for 60000 ms, no refetch on focus, no polling, spec retries', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  expect(queries).toMatchObject({
    staleTime: 60000,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: shouldRetryQuery,
    retryDelay,
  });
  expect(mutations).toMatchObject({ retry: shouldRetryMutation, retryDelay });
});

describe('with the real retryer', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.useRealTimers();
    fetchMock.mockReset();
  });

  test('the default query function GETs the key and a 500 is tried 4 times in all', async () => {
    fetchMock.mockImplementation(async () => new Response('boom', { status: 500 }));
    const result = createQueryClient()
      .fetchQuery({ queryKey: ['/api/posts'] })
      .catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await expect(result).resolves.toMatchObject({ status: 500, message: '500: boom' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock).toHaveBeenCalledWith('/api/posts', expect.objectContaining({ method: 'GET' }));
  });

  test('a mutation that fails with 500 is tried twice in all', async () => {
    fetchMock.mockImplementation(async () => new Response('boom', { status: 500 }));
    const client = createQueryClient();
    const result = client
      .getMutationCache()
      .build(client, { mutationFn: () => apiRequest('POST', '/api/posts', {}) })
      .execute(undefined)
      .catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
