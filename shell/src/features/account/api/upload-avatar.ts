import { apiRequest } from '@site/api-client';
import type { User } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { mutationOptions } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from './profile';

/** Five megabytes take a while on a slow connection; the usual 15 s would cut them off. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** PUT /api/user/avatar (multipart, field `file`); the answer replaces the cached user so every avatar updates. */
export const uploadAvatarMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'avatar', 'upload'],
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<User>('PUT', '/api/user/avatar', form, { timeoutMs: UPLOAD_TIMEOUT_MS });
    },
    // A refused file fails the same way again; a retry would only upload it twice.
    retry: false,
    onSuccess: async (user, _file, _result, { client }) => {
      client.setQueryData(USER_QUERY_KEY, user);
      await client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
