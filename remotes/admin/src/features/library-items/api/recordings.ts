import { apiPath, apiRequest } from '@site/api-client';
import type { AdminRecording, AdminRecordingRow } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRecordingKey, adminRecordingListKey } from './keys';

/** GET /api/admin/library/audio: every lecture and reading, drafts included, the most recently added first. */
export const adminRecordingsQuery = () =>
  queryOptions({
    queryKey: adminRecordingListKey,
    queryFn: ({ signal }) => apiRequest<AdminRecordingRow[]>('GET', '/api/admin/library/audio', undefined, { signal }),
  });

/** GET /api/admin/library/audio/:id (an id or a slug): everything the recording editor edits. */
export const adminRecordingQuery = (id: string) =>
  queryOptions({
    queryKey: adminRecordingKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminRecording>('GET', apiPath`/api/admin/library/audio/${id}`, undefined, { signal }),
  });
