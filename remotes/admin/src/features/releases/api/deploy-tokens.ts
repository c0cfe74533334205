import { apiRequest } from '@site/api-client';
import type { DeployToken } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { deployTokensKey } from './keys';

/** GET /api/admin/deploy-tokens: every token in use, without the tokens themselves. */
export const deployTokensQuery = () =>
  queryOptions({
    queryKey: deployTokensKey,
    queryFn: ({ signal }) => apiRequest<DeployToken[]>('GET', '/api/admin/deploy-tokens', undefined, { signal }),
  });
