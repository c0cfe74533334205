import { apiPath, apiRequest } from '@site/api-client';
import type { CanaryShare, RemoteName, RemoteReleaseState } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_RELEASES_KEY } from './keys';
import { keepReleaseState } from './release-cache';

export interface CanaryShareRequest extends CanaryShare {
  remote: RemoteName;
}

/** PUT /api/releases/:remote/canary: the share of visitors the canary is given. */
export const setCanaryShareMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_RELEASES_KEY, 'canary-share'],
    mutationFn: ({ remote, percent }: CanaryShareRequest) =>
      apiRequest<RemoteReleaseState>('PUT', apiPath`/api/releases/${remote}/canary`, { percent } satisfies CanaryShare),
    onSuccess: (state, _request, _result, { client }) => keepReleaseState(client, state),
  });
