import { SHELF_DESCRIPTION_MAX, SHELF_NAME_MAX, type AdminShelf } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, buttonClassName, FormAlert, TextAreaField, TextField, VisuallyHidden } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteShelfMutation } from './api/delete-shelf';
import { saveShelfMutation } from './api/save-shelf';
import '../editing/editing.css';
import './library-books.css';

export type Direction = 'up' | 'down';

interface ShelfRowProps {
  shelf: AdminShelf;
  first: boolean;
  last: boolean;
  buttonRef: (direction: Direction) => (node: HTMLButtonElement | null) => void;
  onMove: (direction: Direction) => void;
}

const booksText = (count: number) => (count === 1 ? '1 book' : `${count} books`);

/** One own shelf: its name, description and count, edited in place, moved, or taken down. */
export function ShelfRow({ shelf, first, last, buttonRef, onMove }: ShelfRowProps) {
  const [editing, setEditing] = useState(false);
  const remove = useMutation(deleteShelfMutation());
  return (
    <li className="admin-shelf">
      {editing ? (
        <ShelfForm shelf={shelf} onDone={() => setEditing(false)} />
      ) : (
        <div className="admin-shelf__facts">
          <strong>{shelf.name}</strong> <span className="admin-hint">{booksText(shelf.bookCount)}</span>
          {shelf.description ? <p>{shelf.description}</p> : null}
        </div>
      )}
      <div className="admin-shelf__buttons">
        {editing ? null : (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit <VisuallyHidden>{shelf.name}</VisuallyHidden>
          </Button>
        )}
        {(['up', 'down'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            ref={buttonRef(direction)}
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            disabled={direction === 'up' ? first : last}
            onClick={() => onMove(direction)}
          >
            Move <VisuallyHidden>{shelf.name} </VisuallyHidden>
            {direction}
          </button>
        ))}
        <ConfirmDelete
          label={`Delete ${shelf.name}`}
          question={`Take the shelf “${shelf.name}” down? Its ${booksText(shelf.bookCount)} stay in the library.`}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(shelf.id, {
              onSuccess: () => toast({ title: 'Shelf deleted', description: shelf.name }),
            })
          }
        />
      </div>
      <FormAlert message={remove.error ? serverMessage(remove.error) : null} />
    </li>
  );
}

/** The shelf's name and description, saved together; the shelf keeps its address. */
function ShelfForm({ shelf, onDone }: { shelf: AdminShelf; onDone: () => void }) {
  const [name, setName] = useState(shelf.name);
  const [description, setDescription] = useState(shelf.description);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation(saveShelfMutation());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Give the shelf a name.');
      return;
    }
    save.mutate(
      { id: shelf.id, input: { name: name.trim(), description: description.trim() } },
      {
        onSuccess: (saved) => {
          toast({ title: 'Shelf saved', description: saved.name });
          onDone();
        },
        onError: (failure) => setProblem(serverMessage(failure)),
      },
    );
  };

  return (
    <form className="admin-shelf__form" onSubmit={submit} noValidate aria-label={`Edit the shelf ${shelf.name}`}>
      <TextField
        label="Name"
        value={name}
        maxLength={SHELF_NAME_MAX}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label="Description"
        value={description}
        maxLength={SHELF_DESCRIPTION_MAX}
        rows={2}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="admin-shelf__buttons">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save shelf'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <FormAlert message={problem} />
    </form>
  );
}
