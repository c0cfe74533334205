import { BOOK_QUOTE_MAX, BOOK_QUOTES_MAX } from '@site/contracts';
import { FormAlert, TextAreaField, TextField } from '@site/ui';
import { AddRowButton, RowButtons, useOrderedRows } from '../editing/OrderedRows';
import { quoteRow, type QuoteRow } from './book-form';
import '../editing/editing.css';
import './library-books.css';

interface QuotesEditorProps {
  rows: QuoteRow[];
  /** Why the quotes were refused when the book was saved. */
  problem?: string;
  onChange: (rows: QuoteRow[]) => void;
}

/** The lines kept from the book, in the order readers see them: added, removed and moved with buttons, each move read out. */
export function QuotesEditor({ rows, problem, onChange }: QuotesEditorProps) {
  const list = useOrderedRows({ rows, onChange, noun: 'quote', max: BOOK_QUOTES_MAX, newRow: quoteRow });

  return (
    <fieldset className="admin-part">
      <legend>Quotes</legend>
      {rows.length === 0 ? (
        <p>No quotes.</p>
      ) : (
        <ol className="admin-book-quotes">
          {rows.map((row, index) => (
            <li key={row.key} className="admin-book-quote">
              <TextAreaField
                ref={list.fieldRef(row)}
                label={`Quote ${index + 1}`}
                value={row.text}
                maxLength={BOOK_QUOTE_MAX}
                rows={3}
                onChange={(event) => list.update(index, { text: event.target.value })}
              />
              <TextField
                className="admin-book-quote__page"
                label={`Quote ${index + 1} page`}
                hint="Optional."
                inputMode="numeric"
                value={row.page}
                onChange={(event) => list.update(index, { page: event.target.value })}
              />
              <RowButtons list={list} index={index} />
            </li>
          ))}
        </ol>
      )}
      <FormAlert message={problem} />
      <AddRowButton list={list}>Add a quote</AddRowButton>
      <p role="status" className="admin-hint">
        {list.announcement}
      </p>
    </fieldset>
  );
}
