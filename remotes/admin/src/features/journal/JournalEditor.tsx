import {
  JOURNAL_TITLE_MAX,
  journalIdOf,
  pathTo,
  type AdminJournalEntry,
  type AdminJournalEntryInput,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MarkdownPreview } from '../editing/MarkdownPreview';
import { TopicChoices } from '../editing/TopicChoices';
import { MarkdownBodyField } from '../media/MarkdownBodyField';
import { saveJournalEntryMutation } from './api/save-journal-entry';
import { DeleteJournalEntry } from './DeleteJournalEntry';
import '../editing/editing.css';

/** Today as the author's calendar says it: a new entry's day. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Writes a new entry (`entry` null) or rewrites one; its address is fixed once it is first saved. */
export function JournalEditor({ entry }: { entry: AdminJournalEntry | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<AdminJournalEntryInput>(() =>
    entry
      ? { title: entry.title, date: entry.date, topics: entry.topics, body: entry.body }
      : { title: '', date: today(), topics: [], body: '' },
  );
  const [titleError, setTitleError] = useState<string | undefined>();
  const save = useMutation(saveJournalEntryMutation());
  const set = <K extends keyof AdminJournalEntryInput>(field: K, value: AdminJournalEntryInput[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const id = entry?.id ?? journalIdOf({ ...form, title: form.title.trim() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim()) {
      setTitleError('Give the entry a title.');
      return;
    }
    setTitleError(undefined);
    save.mutate(
      { id: entry?.id ?? null, input: { ...form, title: form.title.trim() } },
      {
        onSuccess: (saved) => {
          toast({ title: 'Entry saved', description: saved.title });
          if (!entry) navigate(pathTo('adminJournalEntry', { id: saved.id }), { replace: true });
        },
      },
    );
  };

  return (
    <form className="admin-editor" onSubmit={submit} noValidate>
      <header className="admin-editor__header">
        <h1>{entry ? 'Edit journal entry' : 'New journal entry'}</h1>
        <p>
          The address: {pathTo('journalEntry', { id })}
          {entry ? null : ' (fixed once saved)'}
        </p>
      </header>
      <div className="admin-editor__columns">
        <div className="admin-editor__fields">
          <TextField
            label="Title"
            value={form.title}
            maxLength={JOURNAL_TITLE_MAX}
            required
            error={titleError}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextField
            label="Date"
            type="date"
            value={form.date}
            required
            onChange={(event) => set('date', event.target.value)}
          />
          <MarkdownBodyField
            label="Body (markdown)"
            className="admin-editor__markdown"
            value={form.body}
            rows={20}
            spellCheck
            onChange={(body) => set('body', body)}
          />
          <TopicChoices chosen={form.topics} onChange={(topics) => set('topics', topics)} />
        </div>
        <MarkdownPreview title={form.title} body={form.body} />
      </div>
      <div className="admin-editor__actions">
        <Button type="submit" disabled={save.isPending}>
          {entry ? 'Save entry' : 'Publish entry'}
        </Button>
        {entry ? <DeleteJournalEntry entry={entry} /> : null}
      </div>
      <FormAlert message={save.error ? serverMessage(save.error) : null} />
    </form>
  );
}
