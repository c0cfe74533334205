import { apiPath, apiRequest } from '@site/api-client';
import type { RemoteName, RemoteReleaseState } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_RELEASES_KEY } from './keys';
import { keepReleaseState } from './release-cache';

/** POST /api/releases/:remote/promote: the canary becomes the stable release for every visitor. */
export const promoteCanaryMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_RELEASES_KEY, 'promote'],
    mutationFn: (remote: RemoteName) =>
      apiRequest<RemoteReleaseState>('POST', apiPath`/api/releases/${remote}/promote`),
    onSuccess: (state, _remote, _result, { client }) => keepReleaseState(client, state),
  });
