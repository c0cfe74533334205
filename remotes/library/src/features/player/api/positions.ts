import { apiPath, apiRequest } from '@site/api-client';
import type { MediaKey, PlaybackPosition, SavePosition } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library/positions: where the signed-in reader stopped in each recording. */
export const positionsQuery = () =>
  queryOptions({
    queryKey: ['library', 'positions'],
    queryFn: ({ signal }) => apiRequest<PlaybackPosition[]>('GET', '/api/library/positions', undefined, { signal }),
    // The reader's own: the server never asks for it, and draws it as the browser's first render does.
    meta: { personal: true },
  });

/** PUT /api/library/positions/{mediaKey}. */
export function savePosition(mediaKey: MediaKey, seconds: number): Promise<PlaybackPosition> {
  const body: SavePosition = { seconds };
  return apiRequest<PlaybackPosition>('PUT', apiPath`/api/library/positions/${mediaKey}`, body);
}
