import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IMPORT_MAX_BYTES, PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Button, buttonClassName, FormAlert } from '@site/ui';
import { BlogImportSection } from '../blog-import/BlogImportSection';
import { EXPORT_ARCHIVE_URL } from './api/export-archive';
import { importArchiveMutation } from './api/import-archive';
import { importSentence, ImportSummaryTable } from './ImportSummaryTable';
import '../layout/admin-table.css';
import './transfer.css';

const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Download all content as one archive, and import an archive back: checked first, then written. */
export default function TransferPage() {
  const fileId = useId();
  const hintId = useId();
  const [archive, setArchive] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importing = useMutation(importArchiveMutation());

  const submit = (dryRun: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!archive) return setProblem('Choose an archive (.zip) to import.');
    if (archive.size > IMPORT_MAX_BYTES) return setProblem(`The archive is larger than ${MAX_MB} MB.`);
    setProblem(null);
    importing.mutate({ archive, dryRun });
  };

  return (
    <article className="admin-transfer-page">
      <PageMeta {...PAGE_HEADS.adminExport} path={pathTo('adminExport')} />
      <h1>Export and import</h1>

      <section aria-labelledby="admin-export-title">
        <h2 id="admin-export-title">Export</h2>
        <p>
          One zip archive of all content: essays, journal entries, course lessons, book notes and show notes as markdown
          with front matter; topics, courses, quizzes with their questions, books, papers, recordings and episodes as
          JSON; and the media they use (audio, PDFs, covers) as files.
        </p>
        <a className={buttonClassName()} href={EXPORT_ARCHIVE_URL} download>
          Download all content
        </a>
      </section>

      <section aria-labelledby="admin-import-title">
        <h2 id="admin-import-title">Import</h2>
        <p>
          Import an archive made by the export: what is in it is added or updated, matched by slug or name; nothing is
          deleted. The whole archive is checked first, so a malformed file changes nothing.
        </p>
        <form className="admin-transfer-form" onSubmit={submit(false)}>
          <div className="admin-transfer-file">
            <label htmlFor={fileId}>Archive (.zip)</label>
            <input
              id={fileId}
              type="file"
              name="archive"
              accept=".zip,application/zip"
              aria-describedby={hintId}
              onChange={(event) => {
                setArchive(event.target.files?.[0] ?? null);
                setProblem(null);
                importing.reset();
              }}
            />
            <span id={hintId} className="admin-transfer-hint">
              At most {MAX_MB} MB.
            </span>
          </div>
          <div className="admin-transfer-actions">
            <Button variant="secondary" disabled={importing.isPending} onClick={() => submit(true)()}>
              Check the archive
            </Button>
            <Button type="submit" disabled={importing.isPending}>
              {importing.isPending ? 'Working…' : 'Import'}
            </Button>
          </div>
        </form>
        <FormAlert
          message={
            problem ?? (importing.error ? `The archive was not imported: ${serverMessage(importing.error)}` : null)
          }
        />
        {importing.data ? (
          <div className="admin-transfer-result">
            <p role="status">{importSentence(importing.data)}</p>
            <ImportSummaryTable summary={importing.data} />
          </div>
        ) : null}
      </section>

      <BlogImportSection />
    </article>
  );
}
