export const MAIN_CONTENT_ID = 'main-content';

/** The first Tab stop: jumps past the banner and navigation to the page itself. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      Skip to main content
    </a>
  );
}
