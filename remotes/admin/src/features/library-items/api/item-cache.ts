import type { AdminPaper, AdminRecording } from '@site/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  ADMIN_LIBRARY_ITEMS_KEY,
  adminPaperKey,
  adminPaperListKey,
  adminRecordingKey,
  adminRecordingListKey,
  READER_LIBRARY_KEY,
} from './keys';

/**
 * Takes the service's answer as the cached item under its id and under any key it was opened by (an editor
 * opened by slug keeps it even when the slug changes); its list and the readers' pages are fetched again.
 */
function keep<T extends { id: number }>(
  client: QueryClient,
  noun: 'paper' | 'recording',
  item: T,
  own: QueryKey,
  list: QueryKey,
) {
  client.setQueriesData<T>({ queryKey: [...ADMIN_LIBRARY_ITEMS_KEY, noun] }, (cached) =>
    cached?.id === item.id ? item : cached,
  );
  client.setQueryData(own, item);
  return Promise.all([
    client.invalidateQueries({ queryKey: list }),
    client.invalidateQueries({ queryKey: READER_LIBRARY_KEY }),
  ]);
}

export const keepPaper = (client: QueryClient, paper: AdminPaper) =>
  keep(client, 'paper', paper, adminPaperKey(paper.id), adminPaperListKey);

export const keepRecording = (client: QueryClient, recording: AdminRecording) =>
  keep(client, 'recording', recording, adminRecordingKey(recording.id), adminRecordingListKey);
