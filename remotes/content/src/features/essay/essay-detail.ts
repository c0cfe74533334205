import type { Essay } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/essays/:slug (each read counts as a view). */
export interface EssayDetail extends Essay {
  body: string;
  tags: string[];
  topics: string[];
}

/** Fetched with the host's default query function: GET /api/essays/{slug}. */
export function useEssay(slug: string) {
  return useQuery<EssayDetail>({ queryKey: ['/api/essays', encodeURIComponent(slug)] });
}
