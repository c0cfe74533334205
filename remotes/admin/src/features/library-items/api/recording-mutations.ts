import { apiPath, apiRequest } from '@site/api-client';
import type { AdminRecording, AdminRecordingInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ARTWORK_UPLOAD_TIMEOUT_MS, AUDIO_UPLOAD_TIMEOUT_MS, fileForm } from '../../podcast/api/upload';
import { keepRecording } from './item-cache';
import { ADMIN_LIBRARY_ITEMS_KEY, adminRecordingKey, adminRecordingListKey, READER_LIBRARY_KEY } from './keys';

/** POST /api/admin/library/audio: a new draft (409 when its slug is taken). Its editor opens from the answer. */
export const createRecordingMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'recording', 'create'],
    mutationFn: (input: AdminRecordingInput) => apiRequest<AdminRecording>('POST', '/api/admin/library/audio', input),
    onSuccess: (recording, _input, _result, { client }) => keepRecording(client, recording),
  });

export interface SaveRecordingRequest {
  id: number;
  input: AdminRecordingInput;
}

/** PUT /api/admin/library/audio/:id: its text and status (publishing refused without audio). */
export const saveRecordingMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'recording', 'save'],
    mutationFn: ({ id, input }: SaveRecordingRequest) =>
      apiRequest<AdminRecording>('PUT', apiPath`/api/admin/library/audio/${id}`, input),
    onSuccess: (recording, _request, _result, { client }) => keepRecording(client, recording),
  });

export interface RecordingFileRequest {
  id: number;
  file: File;
}

/** PUT /api/admin/library/audio/:id/audio (multipart `file`): the service reads its type, size and length. */
export const recordingAudioMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'recording', 'audio'],
    mutationFn: ({ id, file }: RecordingFileRequest) =>
      apiRequest<AdminRecording>('PUT', apiPath`/api/admin/library/audio/${id}/audio`, fileForm(file), {
        timeoutMs: AUDIO_UPLOAD_TIMEOUT_MS,
      }),
    // A refused file fails the same way again; a retry would only send up to 200 MB twice.
    retry: false,
    onSuccess: (recording, _request, _result, { client }) => keepRecording(client, recording),
  });

export interface RecordingArtworkRequest {
  id: number;
  /** The image to upload, or null to go back to the library's artwork. */
  file: File | null;
}

/** PUT /api/admin/library/audio/:id/artwork (multipart `file`), or DELETE it: the answer is the recording. */
export const recordingArtworkMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'recording', 'artwork'],
    mutationFn: ({ id, file }: RecordingArtworkRequest) => {
      const path = apiPath`/api/admin/library/audio/${id}/artwork`;
      return file
        ? apiRequest<AdminRecording>('PUT', path, fileForm(file), { timeoutMs: ARTWORK_UPLOAD_TIMEOUT_MS })
        : apiRequest<AdminRecording>('DELETE', path);
    },
    retry: false,
    onSuccess: (recording, _request, _result, { client }) => keepRecording(client, recording),
  });

/** DELETE /api/admin/library/audio/:id: the recording goes with its uploaded audio and artwork. */
export const deleteRecordingMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_LIBRARY_ITEMS_KEY, 'recording', 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/library/audio/${id}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: adminRecordingKey(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: adminRecordingListKey }),
        client.invalidateQueries({ queryKey: READER_LIBRARY_KEY }),
      ]);
    },
  });
