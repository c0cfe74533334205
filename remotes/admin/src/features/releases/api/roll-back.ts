import { apiPath, apiRequest } from '@site/api-client';
import type { RemoteName, RemoteReleaseState } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_RELEASES_KEY } from './keys';
import { keepReleaseState } from './release-cache';

/**
 * POST /api/releases/:remote/rollback: withdraws the canary, or without one goes back to the previous stable release
 * (409 when there is none).
 */
export const rollBackMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_RELEASES_KEY, 'rollback'],
    mutationFn: (remote: RemoteName) =>
      apiRequest<RemoteReleaseState>('POST', apiPath`/api/releases/${remote}/rollback`),
    onSuccess: (state, _remote, _result, { client }) => keepReleaseState(client, state),
  });
