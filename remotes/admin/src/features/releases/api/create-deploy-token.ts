import { apiRequest } from '@site/api-client';
import type { CreatedDeployToken, DeployTokenRequest } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_RELEASES_KEY, deployTokensKey } from './keys';

/**
 * POST /api/admin/deploy-tokens: a token for one remote, its secret in this answer only. The list is fetched again
 * rather than given the answer, so the secret is never kept in the cache.
 */
export const createDeployTokenMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_RELEASES_KEY, 'create-deploy-token'],
    mutationFn: (request: DeployTokenRequest) =>
      apiRequest<CreatedDeployToken>('POST', '/api/admin/deploy-tokens', request),
    onSuccess: (_token, _request, _result, { client }) => client.invalidateQueries({ queryKey: deployTokensKey }),
  });
