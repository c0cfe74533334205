import { PAPER_BIBTEX_MAX, type AdminPaperInput, type BibtexPaper } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { Button, FormAlert, TextAreaField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { bibtexMutation } from './api/paper-mutations';
import '../editing/editing.css';
import './library-items.css';

/** The fields a paper needs, in the words the editor's labels use. */
const FIELD_NAMES: Partial<Record<keyof AdminPaperInput, string>> = {
  title: 'title',
  authors: 'authors',
  venue: 'venue',
  publishedOn: 'publication date',
  abstract: 'abstract',
};

/** "venue and abstract": the missing fields as one phrase. */
function listed(fields: (keyof AdminPaperInput)[]): string {
  const names = fields.map((field) => FIELD_NAMES[field] ?? field);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
}

/**
 * "Paste BibTeX": one entry from a reference manager or a publisher's page, read by the service, fills the form
 * (Zotero's import from the clipboard). Nothing is saved until the form is.
 */
export function BibtexPaste({ onFill }: { onFill: (paper: BibtexPaper) => void }) {
  const [bibtex, setBibtex] = useState('');
  const [said, setSaid] = useState('');
  const read = useMutation(bibtexMutation());

  const fill = () => {
    setSaid('');
    read.mutate(bibtex, {
      onSuccess: (paper) => {
        onFill(paper);
        setSaid(
          paper.missing.length === 0
            ? 'The form is filled from the BibTeX: check it, then save.'
            : `The form is filled from the BibTeX, which gave no ${listed(paper.missing)}: ` +
                `fill ${paper.missing.length === 1 ? 'it' : 'them'} in, then save.`,
        );
      },
    });
  };

  return (
    <fieldset className="admin-part">
      <legend>Paste BibTeX</legend>
      <TextAreaField
        label="BibTeX entry"
        hint="One entry, as Zotero or a publisher's page gives it: it fills the fields below."
        className="admin-library-bibtex"
        value={bibtex}
        maxLength={PAPER_BIBTEX_MAX}
        rows={6}
        spellCheck={false}
        onChange={(event) => setBibtex(event.target.value)}
      />
      <div>
        <Button type="button" size="sm" variant="secondary" disabled={read.isPending || !bibtex.trim()} onClick={fill}>
          {read.isPending ? 'Reading…' : 'Fill the form'}
        </Button>
      </div>
      <FormAlert message={read.error ? serverMessage(read.error) : null} />
      <p role="status" className="admin-hint">
        {said}
      </p>
    </fieldset>
  );
}
