import { apiPath, apiRequest } from '@site/api-client';
import type { MediaAltInput, MediaImage } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_MEDIA_KEY, adminMediaListKey } from './keys';

export interface SaveAltRequest {
  id: number;
  input: MediaAltInput;
}

/** PUT /api/admin/media/:id: a better description; the answer (its Markdown too) replaces the cached image. */
export const saveAltMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_MEDIA_KEY, 'alt'],
    mutationFn: ({ id, input }: SaveAltRequest) =>
      apiRequest<MediaImage>('PUT', apiPath`/api/admin/media/${id}`, input),
    onSuccess: (image, _request, _result, { client }) => {
      client.setQueryData<MediaImage[]>(adminMediaListKey, (images) =>
        images?.map((entry) => (entry.id === image.id ? image : entry)),
      );
    },
  });
