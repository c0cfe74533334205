import {
  BOOK_AUTHOR_MAX,
  BOOK_ISBN_INPUT_MAX,
  BOOK_NOTES_MAX,
  BOOK_SLUG_MAX,
  BOOK_TITLE_MAX,
  bookSlugOf,
  libraryItemHref,
  pathTo,
  READING_STATUS_NAMES,
  type AdminBook,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MarkdownPreview } from '../editing/MarkdownPreview';
import { localDateTime } from '../editing/publication';
import { TopicChoices } from '../editing/TopicChoices';
import { MarkdownBodyField } from '../media/MarkdownBodyField';
import { createBookMutation } from './api/create-book';
import { saveBookMutation } from './api/save-book';
import {
  bookFormErrors,
  bookFormOf,
  bookInputOf,
  EMPTY_BOOK_FORM,
  withStatus,
  type BookForm,
  type BookFormErrors,
} from './book-form';
import { BookCoverField } from './BookCoverField';
import { DeleteBook } from './DeleteBook';
import { QuotesEditor } from './QuotesEditor';
import { ReadingFields } from './ReadingFields';
import { ShelfChoices } from './ShelfChoices';
import '../editing/editing.css';
import './library-books.css';

const RATINGS = ['1', '2', '3', '4', '5'];

/** Today in the author's time zone, as a date field holds it. */
const today = () => localDateTime(new Date().toISOString()).slice(0, 10);

/**
 * The editor of one book, or of a new one (`book` null): its facts, where it stands, shelves and topics, rating,
 * notes with their preview, quotes, and, once saved, its cover.
 */
export function BookEditor({ book }: { book: AdminBook | null }) {
  const navigate = useNavigate();
  const ratingId = useId();
  const [form, setForm] = useState<BookForm>(() => (book ? bookFormOf(book) : EMPTY_BOOK_FORM));
  // A new book's slug follows its title until the author types one; a saved one keeps its address.
  const [slugTyped, setSlugTyped] = useState(book !== null);
  const [errors, setErrors] = useState<BookFormErrors>({});
  const create = useMutation(createBookMutation());
  const save = useMutation(saveBookMutation());
  const failure = create.error ?? save.error;

  const set = <K extends keyof BookForm>(field: K, value: BookForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bookFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = bookInputOf(form);
    if (!book) {
      create.mutate(input, {
        onSuccess: (created) => {
          toast({ title: 'Book added', description: created.title });
          navigate(pathTo('adminBook', { id: String(created.id) }), { replace: true });
        },
      });
      return;
    }
    save.mutate(
      { id: book.id, input },
      {
        onSuccess: (saved) => {
          setForm(bookFormOf(saved));
          toast({ title: 'Book saved', description: `${saved.title}: ${READING_STATUS_NAMES[saved.status]}` });
        },
      },
    );
  };

  return (
    <form className="admin-editor" onSubmit={submit} noValidate aria-labelledby="admin-book-editor-heading">
      <header className="admin-editor__header">
        <h1 id="admin-book-editor-heading">{book ? 'Edit book' : 'New book'}</h1>
        {book ? (
          <p>
            {READING_STATUS_NAMES[book.status]} · <Link to={book.path}>See it in the library</Link>
          </p>
        ) : (
          <p>Readers find a book in the library as soon as it is added.</p>
        )}
      </header>

      <div className="admin-editor__columns">
        <div className="admin-editor__fields">
          <TextField
            label="Title"
            value={form.title}
            maxLength={BOOK_TITLE_MAX}
            required
            error={errors.title}
            onChange={(event) => {
              const title = event.target.value;
              setForm((current) => ({ ...current, title, ...(slugTyped ? {} : { slug: bookSlugOf(title) }) }));
            }}
          />
          <TextField
            label="Author"
            value={form.author}
            maxLength={BOOK_AUTHOR_MAX}
            required
            error={errors.author}
            onChange={(event) => set('author', event.target.value)}
          />
          <div className="admin-books-pair">
            <TextField
              label="Year"
              hint="First published."
              inputMode="numeric"
              value={form.year}
              required
              error={errors.year}
              onChange={(event) => set('year', event.target.value)}
            />
            <TextField
              label="ISBN"
              hint="ISBN-10 or ISBN-13; hyphens are fine."
              value={form.isbn}
              maxLength={BOOK_ISBN_INPUT_MAX}
              error={errors.isbn}
              onChange={(event) => set('isbn', event.target.value)}
            />
          </div>
          <TextField
            label="Slug"
            hint={`The address: ${form.slug ? libraryItemHref('book', form.slug) : '…'}`}
            value={form.slug}
            maxLength={BOOK_SLUG_MAX}
            required
            error={errors.slug}
            onChange={(event) => {
              setSlugTyped(true);
              set('slug', event.target.value);
            }}
          />
          <ReadingFields
            status={form.status}
            startedOn={form.startedOn}
            finishedOn={form.finishedOn}
            problem={errors.dates}
            onStatus={(status) => setForm((current) => withStatus(current, status, today()))}
            onStartedOn={(day) => set('startedOn', day)}
            onFinishedOn={(day) => set('finishedOn', day)}
          />
          <div className="admin-select">
            <label htmlFor={ratingId}>Rating</label>
            <select id={ratingId} value={form.rating} onChange={(event) => set('rating', event.target.value)}>
              <option value="">No rating</option>
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {rating} of 5
                </option>
              ))}
            </select>
          </div>
          <ShelfChoices chosen={form.shelves} onChange={(shelves) => set('shelves', shelves)} />
          <TopicChoices chosen={form.topics} onChange={(topics) => set('topics', topics)} />
        </div>
        <div className="admin-editor__fields">
          {book ? (
            <BookCoverField book={book} />
          ) : (
            <p className="admin-hint">
              Until it has a cover of its own, a book shows one made from its title, author and year. Once the book is
              added, its cover can be uploaded here.
            </p>
          )}
          <QuotesEditor rows={form.quotes} problem={errors.quotes} onChange={(quotes) => set('quotes', quotes)} />
        </div>
      </div>

      <div className="admin-editor__columns">
        <MarkdownBodyField
          label="Notes (markdown)"
          className="admin-editor__markdown"
          value={form.notes}
          maxLength={BOOK_NOTES_MAX}
          rows={16}
          spellCheck
          onChange={(notes) => set('notes', notes)}
        />
        <MarkdownPreview title={form.title} body={form.notes} />
      </div>

      <div className="admin-editor__actions">
        <Button type="submit" disabled={create.isPending || save.isPending}>
          {book ? (save.isPending ? 'Saving…' : 'Save') : create.isPending ? 'Adding…' : 'Add book'}
        </Button>
        {book ? <DeleteBook book={book} /> : null}
        <Link to={pathTo('adminBooks')}>All books</Link>
      </div>
      <FormAlert message={failure ? serverMessage(failure) : null} />
    </form>
  );
}
