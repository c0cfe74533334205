import type { ImportSummary } from '@site/contracts';

/** "Imported an archive: essays 2 new, 3 changed; quizzes 1 changed", the audit log's line for an import. */
export function importSummaryText(summary: ImportSummary): string {
  const changes = summary.parts.flatMap(({ kinds }) =>
    kinds
      .filter(({ created, updated }) => created + updated > 0)
      .map(({ kind, created, updated }) => {
        const counts = [created ? `${created} new` : '', updated ? `${updated} changed` : ''].filter(Boolean);
        return `${kind} ${counts.join(', ')}`;
      }),
  );
  const verb = summary.applied ? 'Imported an archive' : 'Checked an archive';
  return `${verb}: ${changes.length ? changes.join('; ') : 'nothing to change'}`;
}
