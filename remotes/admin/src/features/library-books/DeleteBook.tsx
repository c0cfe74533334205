import { pathTo, type AdminBook } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { FormAlert } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteBookMutation } from './api/delete-book';

/** The book leaves the library with its notes, quotes and uploaded cover. */
export function DeleteBook({ book }: { book: AdminBook }) {
  const navigate = useNavigate();
  const remove = useMutation(deleteBookMutation());
  return (
    <div className="admin-confirm-delete">
      <ConfirmDelete
        label="Delete book"
        question={`Delete “${book.title}” with its notes, quotes and cover? This cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(book, {
            onSuccess: () => {
              toast({ title: 'Book deleted', description: book.title });
              navigate(pathTo('adminBooks'));
            },
          })
        }
      />
      <FormAlert message={remove.error ? serverMessage(remove.error) : null} />
    </div>
  );
}
