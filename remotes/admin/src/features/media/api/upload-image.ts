import { apiRequest } from '@site/api-client';
import { MEDIA_LIST_MAX, type MediaImage } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_MEDIA_KEY, adminMediaListKey } from './keys';

export interface UploadImageRequest {
  alt: string;
  file: File;
}

/** Ten megabytes take a while on a slow connection; the usual 15 s would cut them off. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /api/admin/media (multipart: `alt`, then `file`); the new image heads the cached list. */
export const uploadImageMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_MEDIA_KEY, 'upload'],
    mutationFn: ({ alt, file }: UploadImageRequest) => {
      const form = new FormData();
      // The service reads the alt text before the file streams in, so it must come first.
      form.append('alt', alt);
      form.append('file', file);
      return apiRequest<MediaImage>('POST', '/api/admin/media', form, { timeoutMs: UPLOAD_TIMEOUT_MS });
    },
    // A refused file fails the same way again; a retry would only upload it twice.
    retry: false,
    onSuccess: (image, _request, _result, { client }) => {
      client.setQueryData<MediaImage[]>(
        adminMediaListKey,
        (images) => images && [image, ...images.filter(({ id }) => id !== image.id)].slice(0, MEDIA_LIST_MAX),
      );
    },
  });
