import type { EssayDetail } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';

/** Fetched with the host's default query function: GET /api/essays/{slug} (each read counts as a view). */
export function useEssay(slug: string) {
  return useQuery<EssayDetail>({ queryKey: ['/api/essays', encodeURIComponent(slug)] });
}
