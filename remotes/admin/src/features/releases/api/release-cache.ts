import type { ReleasesOverview, RemoteReleaseState } from '@site/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { releasesOverviewKey } from './keys';

/** Takes a remote's state as the service answered a change of it, in place of the cached one. */
export function keepReleaseState(client: QueryClient, state: RemoteReleaseState) {
  client.setQueryData<ReleasesOverview>(releasesOverviewKey, (overview) =>
    overview
      ? { ...overview, remotes: overview.remotes.map((entry) => (entry.remote === state.remote ? state : entry)) }
      : overview,
  );
}
