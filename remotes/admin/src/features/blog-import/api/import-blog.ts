import { apiRequest } from '@site/api-client';
import type { BlogImportSummary } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

export interface BlogImportRequest {
  file: File;
  /** Only check the export and say what would happen to each item. */
  dryRun: boolean;
}

/** A few thousand posts are read, checked and written in one go: far longer than a page's request may take. */
const IMPORT_TIMEOUT_MS = 120_000;

/** POST /api/admin/import/blog: the export as a form's file; after a real import the essays' answers are stale. */
export const importBlogMutation = () =>
  mutationOptions({
    mutationKey: ['admin', 'import', 'blog'],
    mutationFn: ({ file, dryRun }: BlogImportRequest) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<BlogImportSummary>('POST', `/api/admin/import/blog?dryRun=${dryRun}`, form, {
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
    },
    onSuccess: (summary, _request, _result, { client }) => {
      if (summary.applied) return client.invalidateQueries();
    },
  });
