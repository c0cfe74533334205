import { pathTo, READING_STATUS_NAMES, type AdminBookRow } from '@site/contracts';
import { Link } from 'react-router-dom';
import '../layout/admin-table.css';
import './library-books.css';

interface BookTableProps {
  books: AdminBookRow[];
  /** Shelves' names by slug, to name the shelves a book stands on. */
  shelfNames: ReadonlyMap<string, string>;
}

/** The books as the service lists them, the newest addition first: each title opens its editor. */
export function BookTable({ books, shelfNames }: BookTableProps) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="admin-table__caption">Books, the newest addition first</caption>
        <thead>
          <tr>
            <th scope="col">Cover</th>
            <th scope="col">Title</th>
            <th scope="col">Author</th>
            <th scope="col">Status</th>
            <th scope="col">Shelves</th>
          </tr>
        </thead>
        <tbody>
          {books.map((book) => (
            <tr key={book.id}>
              <td>
                {/* The title beside it says which book it is. */}
                <img
                  className="admin-book-thumbnail"
                  src={book.coverUrl}
                  alt=""
                  width={40}
                  height={60}
                  loading="lazy"
                />
              </td>
              <th scope="row">
                <Link to={pathTo('adminBook', { id: String(book.id) })}>{book.title}</Link>
              </th>
              <td>{book.author}</td>
              <td>{READING_STATUS_NAMES[book.status]}</td>
              <td>{book.shelves.map((slug) => shelfNames.get(slug) ?? slug).join(', ') || 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
