import type { BlogImportAction, BlogImportSummary } from '@site/contracts';

const ACTION_WORDS: Record<BlogImportAction, { checked: string; applied: string }> = {
  create: { checked: 'Create', applied: 'Created' },
  update: { checked: 'Update', applied: 'Updated' },
  skip: { checked: 'Skip', applied: 'Skipped' },
};

/** One sentence for the whole check or import: what would happen, or what happened. */
export function blogImportSentence({ applied, formatName, totals }: BlogImportSummary): string {
  const { create, update, skip } = totals;
  return applied
    ? `Imported ${formatName}: ${create} created, ${update} updated, ${skip} skipped.`
    : `Checked ${formatName}: importing it would create ${create}, update ${update} and skip ${skip}. Nothing has been written yet.`;
}

/** Item by item, what the check found or the import did, and why; with what the author may want to know. */
export function BlogImportTable({ summary }: { summary: BlogImportSummary }) {
  if (summary.items.length === 0) return null;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-blog-import-table">
        <caption className="admin-table__caption">
          {summary.applied ? 'What the import did, item by item' : 'What importing would do, item by item'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Type</th>
            <th scope="col">Action</th>
            <th scope="col">Why</th>
            <th scope="col">Essay</th>
          </tr>
        </thead>
        <tbody>
          {summary.items.map((item) => (
            <tr key={`${item.type}/${item.sourceId}`} className={`admin-blog-import-table__${item.action}`}>
              <th scope="row">{item.title || <em>Untitled</em>}</th>
              <td>{item.type}</td>
              <td>{ACTION_WORDS[item.action][summary.applied ? 'applied' : 'checked']}</td>
              <td>
                {item.reason}
                {item.notes.length > 0 ? (
                  <ul className="admin-blog-import-table__notes">
                    {item.notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td>
                {item.slug ? <code>/essay/{item.slug}</code> : '—'}
                {item.oldAddresses.length > 0 ? (
                  <span className="admin-blog-import-table__moved">
                    {item.oldAddresses.length === 1 ? '1 old address' : `${item.oldAddresses.length} old addresses`}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
