import type { Citations } from '@site/contracts';
import { Button } from '@site/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { textFileHref } from './citation-download';
import { copyText } from './clipboard';
import './cite.css';

interface CiteProps {
  /** Names the downloaded files: `<slug>.bib`, `<slug>.ris`. */
  slug: string;
  title: string;
  citations: Citations;
}

interface Format {
  label: string;
  text: string;
  download?: { extension: string; mimeType: string };
}

/** How long "Copied" stays before the status empties again. */
const STATUS_MS = 4000;

/** "Cite": a disclosure with the item's reference as BibTeX, RIS and an APA line, each copyable. */
export function Cite({ slug, title, citations }: CiteProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const formats: Format[] = [
    { label: 'BibTeX', text: citations.bibtex, download: { extension: 'bib', mimeType: 'application/x-bibtex' } },
    {
      label: 'RIS',
      text: citations.ris,
      download: { extension: 'ris', mimeType: 'application/x-research-info-systems' },
    },
    { label: 'APA', text: citations.apa },
  ];

  const announce = (message: string) => {
    setStatus(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), STATUS_MS);
  };
  const copy = async (format: Format) => {
    try {
      await copyText(format.text);
      announce(`Copied ${format.label} to the clipboard`);
    } catch {
      announce(`Could not copy ${format.label}: select the text and copy it yourself`);
    }
  };

  return (
    <div className="library-cite">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Cite
      </Button>
      <div id={panelId} className="library-cite__panel" role="group" aria-label={`Cite ${title}`} hidden={!open}>
        {formats.map((format) => (
          <CitationFormat key={format.label} slug={slug} format={format} onCopy={() => void copy(format)} />
        ))}
        <p className="library-cite__status" role="status">
          {status}
        </p>
      </div>
    </div>
  );
}

function CitationFormat({ slug, format, onCopy }: { slug: string; format: Format; onCopy: () => void }) {
  const labelId = useId();
  return (
    <div className="library-cite__format">
      <div className="library-cite__format-head">
        <span id={labelId} className="library-cite__label">
          {format.label}
        </span>
        <Button variant="ghost" size="sm" onClick={onCopy}>
          Copy {format.label}
        </Button>
        {format.download ? (
          <a
            className="library-cite__download"
            href={textFileHref(format.text, format.download.mimeType)}
            download={`${slug}.${format.download.extension}`}
          >
            Download .{format.download.extension}
          </a>
        ) : null}
      </div>
      {/* Focusable, so a keyboard reader can scroll a long entry and select it. */}
      <pre className="library-cite__text" tabIndex={0} aria-labelledby={labelId}>
        {format.text}
      </pre>
    </div>
  );
}
