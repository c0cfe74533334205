import { apiRequest } from '@site/api-client';
import type { Preferences, PreferencesChanges } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { applyAppearance, storedAppearance } from '../appearance';
import { PREFERENCES_QUERY_KEY } from './preferences';

/**
 * PATCH /api/user/preferences, applied to the page before the answer: a theme shows at once. A refused change
 * is undone on the page and in the cache; `onFailure` then tells the reader.
 */
export const updatePreferencesMutation = (onFailure?: (error: Error) => void) =>
  mutationOptions<Preferences, Error, PreferencesChanges, { before: Preferences }>({
    mutationKey: [...PREFERENCES_QUERY_KEY, 'update'],
    mutationFn: (changes) => apiRequest<Preferences>('PATCH', '/api/user/preferences', changes),
    onMutate: async (changes, { client }) => {
      await client.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const before = client.getQueryData<Preferences>(PREFERENCES_QUERY_KEY) ?? storedAppearance();
      const next = { ...before, ...changes };
      client.setQueryData(PREFERENCES_QUERY_KEY, next);
      applyAppearance(next);
      return { before };
    },
    onSuccess: (saved, _changes, _context, { client }) => {
      client.setQueryData(PREFERENCES_QUERY_KEY, saved);
      applyAppearance(saved);
    },
    onError: (error, _changes, context, { client }) => {
      if (context) {
        client.setQueryData(PREFERENCES_QUERY_KEY, context.before);
        applyAppearance(context.before);
      }
      onFailure?.(error);
    },
  });
