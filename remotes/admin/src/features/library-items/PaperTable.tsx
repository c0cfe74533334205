import { pathTo, type AdminPaperRow } from '@site/contracts';
import { formatDate } from '@site/ui';
import { Link } from 'react-router-dom';
import { pagesText } from './files';
import { PAPER_KIND_LABELS } from './labels';
import '../layout/admin-table.css';

/** "Calloway, Reinholt": the authors' family names, as a reference list names them. */
const authorsText = (row: AdminPaperRow) => row.authors.map((author) => author.family).join(', ');

function fullText(row: AdminPaperRow): string {
  if (!row.document) return 'None';
  if (row.document.format === 'markdown') return 'Markdown';
  return row.document.pageCount ? `PDF, ${pagesText(row.document.pageCount)}` : 'PDF';
}

/** The papers as the service lists them, newest first: each title opens its editor. */
export function PaperTable({ papers }: { papers: AdminPaperRow[] }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="admin-table__caption">Papers and lecture notes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Authors</th>
            <th scope="col">Published</th>
            <th scope="col">Full text</th>
          </tr>
        </thead>
        <tbody>
          {papers.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={pathTo('adminPaper', { id: String(row.id) })}>{row.title}</Link>
              </th>
              <td>{PAPER_KIND_LABELS[row.kind]}</td>
              <td>{authorsText(row)}</td>
              <td>{formatDate(row.publishedOn, 'short')}</td>
              <td>{fullText(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
