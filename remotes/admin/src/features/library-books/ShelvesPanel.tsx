import { serverMessage, toast } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { reorderShelvesMutation } from './api/reorder-shelves';
import { adminShelvesQuery } from './api/shelves';
import { NewShelfForm } from './NewShelfForm';
import { ShelfRow, type Direction } from './ShelfRow';
import '../editing/editing.css';
import './library-books.css';

/**
 * The author's own shelves in their order: made, renamed and described, moved with their buttons (each move read
 * out and saved at once), and taken down, their books staying in the library.
 */
export function ShelvesPanel() {
  const { data, isPending, error } = useQuery(adminShelvesQuery());
  const reorder = useMutation(reorderShelvesMutation());
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const lastMove = useRef<{ id: number; direction: Direction } | null>(null);
  const order = data?.map((shelf) => shelf.id).join(',');

  // A moved row takes the focus off its button, and a button at an end is disabled: the focus goes back to the
  // moved shelf, on the button that can still move it.
  useLayoutEffect(() => {
    const moved = lastMove.current;
    lastMove.current = null;
    if (!moved) return;
    const [wanted, other] = (moved.direction === 'up' ? ['up', 'down'] : ['down', 'up']).map((direction) =>
      buttons.current.get(`${moved.id}:${direction}`),
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [order]);

  const buttonRef = (id: number) => (direction: Direction) => (node: HTMLButtonElement | null) => {
    if (node) buttons.current.set(`${id}:${direction}`, node);
    else buttons.current.delete(`${id}:${direction}`);
  };

  const move = (index: number, direction: Direction) => {
    if (!data) return;
    const to = direction === 'up' ? index - 1 : index + 1;
    const ids = data.map((shelf) => shelf.id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id);
    const shelf = data[index];
    lastMove.current = { id: shelf.id, direction };
    setAnnouncement(`“${shelf.name}” moved to position ${to + 1} of ${data.length}.`);
    reorder.mutateAsync(ids).catch((failure: unknown) => {
      setAnnouncement(`“${shelf.name}” was not moved.`);
      toast({ title: 'Order not saved', description: serverMessage(failure), variant: 'destructive' });
    });
  };

  return (
    <section className="admin-page__section" aria-labelledby="admin-shelves-heading">
      <h2 id="admin-shelves-heading">Shelves</h2>
      <p className="admin-hint">
        Your own shelves, in the order readers see them after Reading, Read and To read. A shelf keeps its address when
        it is renamed; taking it down leaves its books in the library.
      </p>
      {isPending ? (
        <Spinner label="Loading the shelves" />
      ) : error ? (
        <p role="alert">The shelves could not be loaded: {serverMessage(error)}</p>
      ) : data.length === 0 ? (
        <p>No shelves of your own yet.</p>
      ) : (
        <ol className="admin-shelves" aria-labelledby="admin-shelves-heading">
          {data.map((shelf, index) => (
            <ShelfRow
              key={shelf.id}
              shelf={shelf}
              first={index === 0}
              last={index === data.length - 1}
              buttonRef={buttonRef(shelf.id)}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </ol>
      )}
      <p role="status" className="admin-hint">
        {announcement}
      </p>
      <NewShelfForm />
    </section>
  );
}
