import { apiPath, apiRequest } from '@site/api-client';
import type { MediaImage } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_MEDIA_KEY, adminMediaListKey } from './keys';

/** DELETE /api/admin/media/:id: the image and every size of it; what still points at it shows nothing. */
export const deleteImageMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_MEDIA_KEY, 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/media/${id}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.setQueryData<MediaImage[]>(adminMediaListKey, (images) => images?.filter((image) => image.id !== id));
    },
  });
