import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';
import { joinPieces, type JoinedText } from '../text-search';

/**
 * The text items of a page in the order PDF.js draws them into its text layer (one span per item, marked
 * content left out), joined into the page's searchable text.
 */
export function pageText(content: TextContent): JoinedText {
  return joinPieces(content.items.filter((item): item is TextItem => 'str' in item));
}
