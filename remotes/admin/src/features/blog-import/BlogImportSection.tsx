import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BLOG_IMPORT_FILE_TYPES, BLOG_IMPORT_MAX_BYTES, BLOG_IMPORT_TOO_LARGE_TEXT } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { importBlogMutation } from './api/import-blog';
import { blogImportSentence, BlogImportTable } from './BlogImportTable';
import '../layout/admin-table.css';
import '../transfer/transfer.css';
import './blog-import.css';

const MAX_MB = BLOG_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * Bring in a blog from Ghost, WordPress or Markdown files: checked first (nothing written), and imported only
 * once the same file has been checked, so the author has seen what will happen to every post.
 */
export function BlogImportSection() {
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const importing = useMutation(importBlogMutation());
  const { data, variables } = importing;
  // Import opens for the file just checked, and closes again once it is imported or another file is chosen.
  const checked = data && !data.applied && variables?.file === file ? file : null;

  const send = (dryRun: boolean) => {
    if (!file) return setFileProblem('Choose the export of your blog (.json, .xml or .zip) first.');
    if (file.size > BLOG_IMPORT_MAX_BYTES) return setFileProblem(BLOG_IMPORT_TOO_LARGE_TEXT);
    setFileProblem(null);
    importing.mutate({ file, dryRun });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked) send(false);
  };

  return (
    <section aria-labelledby={titleId} className="admin-blog-import">
      <h2 id={titleId}>Bring in a blog</h2>
      <p>
        A Ghost export (.json), a WordPress export (.xml) or a zip of Markdown files with front matter (a Jekyll or Hugo
        site, Obsidian notes). Its posts become essays with their tags and dates, and their old addresses lead to the
        essays. Images stay where they are, as links. Check the file first: the table says what will happen to each
        post. Importing the same export again adds nothing twice.
      </p>
      <form className="admin-transfer-form" onSubmit={submit}>
        <TextField
          label="Blog export (.json, .xml or .zip)"
          hint={`At most ${MAX_MB} MB.`}
          type="file"
          name="file"
          accept={BLOG_IMPORT_FILE_TYPES}
          error={fileProblem}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileProblem(null);
            importing.reset();
          }}
        />
        <div className="admin-transfer-actions">
          <Button variant="secondary" disabled={importing.isPending} onClick={() => send(true)}>
            {importing.isPending && variables?.dryRun ? 'Checking…' : 'Check the blog'}
          </Button>
          <Button type="submit" disabled={!checked || importing.isPending}>
            {importing.isPending && !variables?.dryRun ? 'Importing…' : 'Import the blog'}
          </Button>
        </div>
        {!checked && !importing.isPending ? (
          <p className="admin-transfer-hint">Import opens once this file has been checked.</p>
        ) : null}
        <FormAlert
          message={
            importing.error
              ? `The blog was not ${variables?.dryRun ? 'checked' : 'imported'}: ${serverMessage(importing.error)}`
              : null
          }
        />
      </form>
      {data ? (
        <div className="admin-transfer-result">
          <p role="status">{blogImportSentence(data)}</p>
          {data.notes.length > 0 ? (
            <ul className="admin-blog-import__notes">
              {data.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          <BlogImportTable summary={data} />
        </div>
      ) : null}
    </section>
  );
}
