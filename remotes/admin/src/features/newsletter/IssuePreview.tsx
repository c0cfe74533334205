import type { EssaySource } from './IssueEditor';

interface IssuePreviewProps {
  /** The issue as saved, sanitised by the service; null before the first save. */
  html: string | null;
  essay?: EssaySource;
  note?: string | null;
}

/** The issue as subscribers will read it, or before the first save the essay alone. */
export function IssuePreview({ html, essay, note }: IssuePreviewProps) {
  return (
    <section aria-labelledby="issue-preview-title" className="admin-newsletter__section">
      <h2 id="issue-preview-title">Preview</h2>
      {note ? <p className="admin-newsletter__note">{note}</p> : null}
      {/* Both were sanitised by a service (the audience's, or the content API's): no markup outside its allow-list. */}
      {html !== null ? (
        <div className="admin-newsletter__preview" dangerouslySetInnerHTML={{ __html: html }} />
      ) : essay ? (
        <div className="admin-newsletter__preview">
          <h3>{essay.title}</h3>
          <div dangerouslySetInnerHTML={{ __html: essay.bodyHtml }} />
        </div>
      ) : null}
    </section>
  );
}
