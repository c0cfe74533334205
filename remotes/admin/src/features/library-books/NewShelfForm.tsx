import { pathTo, SHELF_DESCRIPTION_MAX, SHELF_NAME_MAX, shelfSlugOf } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createShelfMutation } from './api/create-shelf';
import './library-books.css';

/** Makes a shelf after the others: its name gives its address, said before it is made. */
export function NewShelfForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(createShelfMutation());
  const address = name.trim() ? shelfSlugOf(name) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!name.trim()) {
      setProblem('Give the shelf a name.');
      return;
    }
    if (address?.problem) {
      setProblem(address.problem);
      return;
    }
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: (shelf) => {
          toast({ title: 'Shelf made', description: shelf.name });
          setName('');
          setDescription('');
        },
        onError: (failure) => setProblem(serverMessage(failure)),
      },
    );
  };

  return (
    <form className="admin-shelf__form admin-shelf__new" onSubmit={submit} noValidate aria-label="New shelf">
      <h3>New shelf</h3>
      <TextField
        label="Name"
        hint={address?.slug ? `Readers find it at ${pathTo('libraryBooks')}?shelf=${address.slug}` : undefined}
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
      <div>
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? 'Making…' : 'Make shelf'}
        </Button>
      </div>
      <FormAlert message={problem} />
    </form>
  );
}
