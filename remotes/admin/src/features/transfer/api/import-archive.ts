import { apiRequest } from '@site/api-client';
import type { ImportSummary } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

export interface ImportRequest {
  archive: File;
  /** Only check the archive and say what would change. */
  dryRun: boolean;
}

/** An import writes every service's content: far longer than a page's request may take. */
const IMPORT_TIMEOUT_MS = 120_000;

/** POST /api/admin/import: the archive as a form's file; after a real import every cached answer is stale. */
export const importArchiveMutation = () =>
  mutationOptions({
    mutationKey: ['admin', 'import'],
    mutationFn: ({ archive, dryRun }: ImportRequest) => {
      const form = new FormData();
      form.append('archive', archive);
      return apiRequest<ImportSummary>('POST', `/api/admin/import${dryRun ? '?dryRun=true' : ''}`, form, {
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
    },
    onSuccess: (summary, _request, _result, { client }) => {
      if (summary.applied) return client.invalidateQueries();
    },
  });
