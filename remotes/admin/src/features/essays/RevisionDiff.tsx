import type { EssayRevisionDiff } from '@site/contracts';

/** The body's changes from a revision to now: removed lines struck through, added ones marked. */
export function RevisionDiff({ diff }: { diff: EssayRevisionDiff }) {
  const changed = (field: { from: string; to: string }) => field.from !== field.to;
  return (
    <div className="admin-essay-diff">
      <p>
        Since this revision: {diff.added} {diff.added === 1 ? 'line' : 'lines'} added, {diff.removed}{' '}
        {diff.removed === 1 ? 'line' : 'lines'} removed.
      </p>
      {changed(diff.title) ? (
        <p>
          Title: <del>{diff.title.from}</del> → <ins>{diff.title.to}</ins>
        </p>
      ) : null}
      {changed(diff.excerpt) ? (
        <p>
          Excerpt: <del>{diff.excerpt.from || '(none)'}</del> → <ins>{diff.excerpt.to || '(none)'}</ins>
        </p>
      ) : null}
      <pre className="admin-essay-diff__body">
        {diff.body.map((part, index) =>
          part.change === 'added' ? (
            <ins key={index}>{part.text}</ins>
          ) : part.change === 'removed' ? (
            <del key={index}>{part.text}</del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </pre>
    </div>
  );
}
