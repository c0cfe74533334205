const MARK_OPEN = '<mark>';
const MARK_CLOSE = '</mark>';
const MARK_TAG = /(<mark>|<\/mark>)/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * A `ts_headline` answer made safe to show as HTML: every character is escaped except the `<mark>` pairs
 * the headline put around matches. A `<mark>` the text itself carried is kept only where it pairs up, so the
 * result never holds an unclosed or stray tag.
 */
export function markedSnippet(headline: string): string {
  let open = false;
  let html = '';
  for (const part of headline.split(MARK_TAG)) {
    if (part === MARK_OPEN && !open) {
      open = true;
      html += MARK_OPEN;
    } else if (part === MARK_CLOSE && open) {
      open = false;
      html += MARK_CLOSE;
    } else {
      html += escapeHtml(part);
    }
  }
  return open ? html + MARK_CLOSE : html;
}
