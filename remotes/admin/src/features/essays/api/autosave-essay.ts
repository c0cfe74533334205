import { apiPath, apiRequest } from '@site/api-client';
import type { EssayAutosave, EssayAutosaveInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_ESSAYS_KEY } from './essays';

export interface AutosaveRequest {
  id: number;
  text: EssayAutosaveInput;
}

/** POST /api/admin/essays/:id/autosave: the text being typed, kept without publishing. */
export const autosaveEssayMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_ESSAYS_KEY, 'autosave'],
    mutationFn: ({ id, text }: AutosaveRequest) =>
      apiRequest<EssayAutosave>('POST', apiPath`/api/admin/essays/${String(id)}/autosave`, text),
    // The next pause in typing saves again; a retry would only race it.
    retry: false,
    onSuccess: (_autosave, { id }, _result, { client }) =>
      client.invalidateQueries({ queryKey: [...ADMIN_ESSAYS_KEY, 'revisions', id] }),
  });
