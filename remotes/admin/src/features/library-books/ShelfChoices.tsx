import { pathTo } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminShelvesQuery } from './api/shelves';
import './library-books.css';

/** The author's own shelves as checkboxes, in their order; a book may stand on any of them. */
export function ShelfChoices({ chosen, onChange }: { chosen: string[]; onChange: (shelves: string[]) => void }) {
  const { data, error } = useQuery(adminShelvesQuery());
  const toggle = (slug: string, on: boolean) =>
    onChange(
      on
        ? (data ?? []).map((shelf) => shelf.slug).filter((each) => each === slug || chosen.includes(each))
        : chosen.filter((each) => each !== slug),
    );
  return (
    <fieldset className="admin-part">
      <legend>Shelves</legend>
      {error ? (
        <p role="alert">The shelves could not be loaded: {serverMessage(error)}</p>
      ) : !data ? (
        <p>Loading the shelves…</p>
      ) : data.length === 0 ? (
        <p>
          No shelves of your own yet: make them on the <Link to={pathTo('adminBooks')}>Books</Link> page.
        </p>
      ) : (
        <ul className="admin-books-checks">
          {data.map((shelf) => (
            <li key={shelf.id}>
              <label className="admin-books-choice">
                <input
                  type="checkbox"
                  checked={chosen.includes(shelf.slug)}
                  onChange={(event) => toggle(shelf.slug, event.target.checked)}
                />
                {shelf.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
