import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { BookList } from './BookList';
import { ShelvesPanel } from './ShelvesPanel';
import '../editing/editing.css';
import './library-books.css';

/** /admin/library/books: every book, filtered by shelf, and the author's own shelves. */
export default function LibraryBooksPage() {
  return (
    <article className="admin-page admin-page--sections">
      <PageMeta {...PAGE_HEADS.adminBooks} path={pathTo('adminBooks')} />
      <h1>Books</h1>
      <BookList />
      <ShelvesPanel />
    </article>
  );
}
