import { apiPath, apiRequest } from '@site/api-client';
import type { DeployToken } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_RELEASES_KEY, deployTokensKey } from './keys';

/** DELETE /api/admin/deploy-tokens/:id: the token stops working at once. */
export const revokeDeployTokenMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_RELEASES_KEY, 'revoke-deploy-token'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/deploy-tokens/${id}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.setQueryData<DeployToken[]>(deployTokensKey, (tokens) => tokens?.filter((token) => token.id !== id));
    },
  });
