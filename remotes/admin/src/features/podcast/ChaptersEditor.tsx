import { EPISODE_CHAPTER_TITLE_MAX, EPISODE_CHAPTERS_MAX, readJsonChapters } from '@site/contracts';
import { FormAlert, TextField } from '@site/ui';
import { useState } from 'react';
import { AddRowButton, RowButtons, useOrderedRows } from '../editing/OrderedRows';
import { chapterRow, chapterRowsOf, type ChapterRow } from './chapters';
import '../editing/editing.css';
import './podcast.css';

interface ChaptersEditorProps {
  rows: ChapterRow[];
  /** Why the chapters were refused when the episode was saved. */
  problem?: string;
  onChange: (rows: ChapterRow[]) => void;
}

/**
 * The episode's chapters in order: each a start and a title, added, removed and moved with buttons (each move read
 * out), or all loaded from a JSON chapters file.
 */
export function ChaptersEditor({ rows, problem, onChange }: ChaptersEditorProps) {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const list = useOrderedRows({
    rows,
    onChange,
    noun: 'chapter',
    max: EPISODE_CHAPTERS_MAX,
    // The first chapter starts at the beginning; the others where the author says.
    newRow: () => chapterRow(rows.length === 0 ? '0:00' : ''),
    nameOf: (row) => (row.title.trim() ? `“${row.title.trim()}”` : ''),
  });

  const load = async (file: File) => {
    setFileProblem(null);
    try {
      const chapters = readJsonChapters(await file.text());
      onChange(chapterRowsOf(chapters));
      list.announce(`${chapters.length === 1 ? '1 chapter' : `${chapters.length} chapters`} loaded from ${file.name}.`);
    } catch (error) {
      setFileProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <fieldset className="admin-part admin-episode-chapters">
      <legend>Chapters</legend>
      <p className="admin-hint">
        Each chapter lasts until the next one starts. Write a start as m:ss or h:mm:ss; the first is at 0:00.
      </p>
      {rows.length === 0 ? (
        <p>No chapters.</p>
      ) : (
        <ol className="admin-episode-chapters__list">
          {rows.map((row, index) => (
            <li key={row.key} className="admin-episode-chapter">
              <TextField
                ref={list.fieldRef(row)}
                className="admin-episode-chapter__start"
                label={`Chapter ${index + 1} start`}
                value={row.start}
                placeholder="m:ss"
                onChange={(event) => list.update(index, { start: event.target.value })}
              />
              <TextField
                className="admin-episode-chapter__title"
                label={`Chapter ${index + 1} title`}
                value={row.title}
                maxLength={EPISODE_CHAPTER_TITLE_MAX}
                onChange={(event) => list.update(index, { title: event.target.value })}
              />
              <RowButtons list={list} index={index} />
            </li>
          ))}
        </ol>
      )}
      <FormAlert message={problem} />
      <AddRowButton list={list}>Add a chapter</AddRowButton>
      <TextField
        label="Load a JSON chapters file"
        hint="A Podcasting 2.0 chapters file (chapters.json): its chapters replace those above."
        type="file"
        accept=".json,application/json"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void load(file);
        }}
      />
      <FormAlert message={fileProblem} />
      <p role="status" className="admin-hint">
        {list.announcement}
      </p>
    </fieldset>
  );
}
