import { PAPER_AUTHOR_NAME_MAX, PAPER_AUTHORS_MAX } from '@site/contracts';
import { FormAlert, TextField } from '@site/ui';
import { AddRowButton, RowButtons, useOrderedRows } from '../editing/OrderedRows';
import { authorRow, type AuthorRow } from './paper-form';
import '../editing/editing.css';
import './library-items.css';

interface AuthorsEditorProps {
  rows: AuthorRow[];
  /** Why the authors would be refused. */
  problem?: string;
  onChange: (rows: AuthorRow[]) => void;
}

/**
 * The paper's authors in the order the work names them: each a given and a family name, added, removed and moved
 * with buttons (each move read out), as a reference manager lists a work's creators.
 */
export function AuthorsEditor({ rows, problem, onChange }: AuthorsEditorProps) {
  const list = useOrderedRows({
    rows,
    onChange,
    noun: 'author',
    max: PAPER_AUTHORS_MAX,
    newRow: authorRow,
    nameOf: (row) => [row.given.trim(), row.family.trim()].filter(Boolean).join(' '),
  });

  return (
    <fieldset className="admin-part">
      <legend>Authors</legend>
      <p className="admin-hint">In the order the work names them: citations list them so.</p>
      {rows.length === 0 ? (
        <p>No authors.</p>
      ) : (
        <ol className="admin-library-authors">
          {rows.map((row, index) => (
            <li key={row.key} className="admin-library-author">
              <TextField
                ref={list.fieldRef(row)}
                label={`Author ${index + 1} given name`}
                value={row.given}
                maxLength={PAPER_AUTHOR_NAME_MAX}
                autoComplete="off"
                onChange={(event) => list.update(index, { given: event.target.value })}
              />
              <TextField
                label={`Author ${index + 1} family name`}
                value={row.family}
                maxLength={PAPER_AUTHOR_NAME_MAX}
                autoComplete="off"
                onChange={(event) => list.update(index, { family: event.target.value })}
              />
              <RowButtons list={list} index={index} />
            </li>
          ))}
        </ol>
      )}
      <FormAlert message={problem} />
      <AddRowButton list={list}>Add an author</AddRowButton>
      <p role="status" className="admin-hint">
        {list.announcement}
      </p>
    </fieldset>
  );
}
