import { apiRequest, ApiError } from '@site/api-client';
import type { JournalEntry, JournalEntryDetail } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/journal, newest first; failures read 'Error fetching journal entries: {status}' (SPEC §8). */
export async function fetchJournal(signal?: AbortSignal): Promise<JournalEntry[]> {
  try {
    return await apiRequest<JournalEntry[]>('GET', '/api/journal', undefined, { signal });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, error.body, `Error fetching journal entries: ${error.status}`, { cause: error });
  }
}

export function useJournal() {
  return useQuery({ queryKey: ['/api/journal'], queryFn: ({ signal }) => fetchJournal(signal) });
}

/** Fetched with the host's default query function: GET /api/journal/{id}. */
export function useJournalEntry(id: string) {
  return useQuery<JournalEntryDetail>({ queryKey: ['/api/journal', encodeURIComponent(id)] });
}
