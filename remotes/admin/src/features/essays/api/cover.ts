import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEssay } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { adminEssayKey } from './essay';
import { ADMIN_ESSAYS_KEY } from './essays';

export interface CoverRequest {
  essayId: number;
  /** The image to upload, or null to remove the cover. */
  file: File | null;
}

/** PUT /api/admin/essays/:id/cover (a multipart form of one file) or DELETE it; the cached essay follows. */
export const coverMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_ESSAYS_KEY, 'cover'],
    mutationFn: async ({ essayId, file }: CoverRequest) => {
      const path = apiPath`/api/admin/essays/${String(essayId)}/cover`;
      if (!file) {
        await apiRequest<void>('DELETE', path);
        return null;
      }
      const form = new FormData();
      form.append('file', file);
      return (await apiRequest<{ cover: string }>('PUT', path, form)).cover;
    },
    onSuccess: (cover, { essayId }, _result, { client }) => {
      client.setQueryData<AdminEssay>(adminEssayKey(essayId), (essay) => essay && { ...essay, cover });
      return client.invalidateQueries({ queryKey: ['essays'] });
    },
  });
