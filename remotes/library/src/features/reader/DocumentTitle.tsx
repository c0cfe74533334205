import { titleParts } from '@site/contracts';

/**
 * A document's heading: its one full title, the part after the first ": " drawn under the rest as a subtitle. The
 * colon stays for screen readers and copying, so the heading names the same title as the page's head and citations:
 * it is inline and sized to nothing, since a visually hidden (positioned) element reads as a block, named "Title :".
 */
export function DocumentTitle({ title }: { title: string }) {
  const parts = titleParts(title);
  return (
    <h1 className="library-document__title">
      {parts.title}
      {parts.subtitle ? (
        <>
          <span className="library-document__title-colon">: </span>
          <span className="library-document__subtitle">{parts.subtitle}</span>
        </>
      ) : null}
    </h1>
  );
}
