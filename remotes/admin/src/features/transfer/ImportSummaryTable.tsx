import type { ImportSummary } from '@site/contracts';

const total = (summary: ImportSummary, field: 'created' | 'updated' | 'unchanged') =>
  summary.parts.reduce((sum, part) => sum + part.kinds.reduce((partSum, kind) => partSum + kind[field], 0), 0);

/** One sentence for the whole import: what was (or would be) added and changed. */
export function importSentence(summary: ImportSummary): string {
  const created = total(summary, 'created');
  const updated = total(summary, 'updated');
  const unchanged = total(summary, 'unchanged');
  if (!summary.applied) {
    return created + updated === 0
      ? `The archive is valid and matches the site: nothing would change (${unchanged} unchanged).`
      : `The archive is valid. Importing it would add ${created} and change ${updated} (${unchanged} unchanged). Nothing has been written yet.`;
  }
  return `Imported: ${created} added, ${updated} changed, ${unchanged} unchanged.`;
}

/** Kind by kind, what an import added, changed and left as it was. */
export function ImportSummaryTable({ summary }: { summary: ImportSummary }) {
  const rows = summary.parts.flatMap((part) => part.kinds.map((kind) => ({ part: part.part, ...kind })));
  if (rows.length === 0) return null;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="admin-table__caption">
          {summary.applied ? 'What the import changed' : 'What an import would change'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Content</th>
            <th scope="col">Added</th>
            <th scope="col">Changed</th>
            <th scope="col">Unchanged</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.part}/${row.kind}`}>
              <th scope="row">{row.kind}</th>
              <td>{row.created}</td>
              <td>{row.updated}</td>
              <td>{row.unchanged}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
