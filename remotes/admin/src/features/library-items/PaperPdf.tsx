import { PAPER_PDF_MAX_BYTES, type AdminPaper } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { megabytes } from '../editing/media-files';
import { paperPdfMutation } from './api/paper-mutations';
import { pagesText, PDF_ACCEPT, pdfFileProblem } from './files';
import './library-items.css';

/** The paper's full text: a PDF uploaded (or replaced), then shown as the service read it, with the reader's link. */
export function PaperPdf({ paper }: { paper: AdminPaper }) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation(paperPdfMutation());

  const send = (file: File) => {
    const found = pdfFileProblem(file);
    setProblem(found ?? null);
    if (found) return;
    upload.mutate(
      { id: paper.id, file },
      {
        onSuccess: (saved) => toast({ title: 'PDF uploaded', description: saved.title }),
        onError: (error) => setProblem(serverMessage(error)),
      },
    );
  };

  const { document } = paper;
  return (
    <fieldset className="admin-part">
      <legend>Full text</legend>
      {document ? (
        <>
          <p className="admin-file-facts">
            {document.format === 'pdf' ? 'PDF' : 'Markdown'} · {megabytes(document.byteLength)}
            {document.pageCount ? ` · ${pagesText(document.pageCount)}` : ''}
          </p>
          <p>
            <Link to={paper.path}>Read it on the site</Link> ·{' '}
            <a href={document.fileUrl} download>
              Download the file
            </a>
          </p>
        </>
      ) : (
        <p>No full text yet: readers find the paper in the list of papers, with its abstract and citations.</p>
      )}
      <TextField
        label="PDF file"
        hint={`A PDF of at most ${PAPER_PDF_MAX_BYTES / 1024 / 1024} MB. Its pages are counted from the file; a new one replaces the old.`}
        type="file"
        accept={PDF_ACCEPT}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a refusal must still fire a change.
          event.target.value = '';
          if (file) send(file);
        }}
      />
      {upload.isPending ? <p role="status">Uploading {upload.variables.file.name}…</p> : null}
      <FormAlert message={problem} />
    </fieldset>
  );
}
