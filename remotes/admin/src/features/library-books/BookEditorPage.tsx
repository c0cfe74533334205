import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { useParams } from 'react-router-dom';
import { EditedItem } from '../editing/EditedItem';
import { adminBookQuery } from './api/book';
import { BookEditor } from './BookEditor';
import './library-books.css';

/** /admin/library/books/new and /admin/library/books/:id (an id or a slug): the editor, of a new book or of the one named. */
export default function BookEditorPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageMeta {...PAGE_HEADS.adminBookNew} path={pathTo('adminBookNew')} />
        <BookEditor book={null} />
      </>
    );
  }
  return (
    <EditedItem
      query={adminBookQuery(id)}
      head={<PageMeta {...PAGE_HEADS.adminBook} path={pathTo('adminBook', { id })} />}
      noun="book"
      back={{ to: pathTo('adminBooks'), label: 'All books' }}
    >
      {(book) => <BookEditor key={book.id} book={book} />}
    </EditedItem>
  );
}
