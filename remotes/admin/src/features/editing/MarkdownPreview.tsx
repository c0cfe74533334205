import { MarkdownHtml } from '@site/markdown';
import { serverMessage } from '@site/shell-api';
import { useQuery } from '@tanstack/react-query';
import { renderedMarkdownQuery } from './api/rendered-markdown';
import { useDebounced } from './use-debounced';
import './editing.css';

/** How long typing must pause before the preview is drawn again. */
const PREVIEW_PAUSE_MS = 400;

/** The body drawn exactly as its page draws it (the service's renderer), mermaid diagrams included. */
export function MarkdownPreview({ title, body }: { title: string; body: string }) {
  const settled = useDebounced(body, PREVIEW_PAUSE_MS);
  const { data, error, isPlaceholderData } = useQuery(renderedMarkdownQuery(settled));
  return (
    <section
      className="admin-markdown-preview"
      aria-labelledby="admin-markdown-preview-heading"
      aria-busy={isPlaceholderData}
    >
      <h2 id="admin-markdown-preview-heading">Preview</h2>
      <div className="admin-markdown-preview__page">
        <h1 className="admin-markdown-preview__title">{title || 'Untitled'}</h1>
        {error ? (
          <p role="alert">The preview could not be drawn: {serverMessage(error)}</p>
        ) : data ? (
          <MarkdownHtml html={data.html} trusted className="admin-markdown-preview__body" />
        ) : null}
      </div>
    </section>
  );
}
