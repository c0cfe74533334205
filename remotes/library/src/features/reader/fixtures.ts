import type { LibraryDocument } from '@site/contracts';
import { paper } from '../academic/fixtures';

/** A markdown document as GET /api/library/documents/:name answers it. */
export function markdownDocument(overrides: Partial<LibraryDocument> = {}): LibraryDocument {
  return {
    name: 'notes-on-measure',
    title: 'Notes on Measure',
    format: 'markdown',
    fileUrl: '/media/documents/notes-on-measure.md',
    byteLength: 14_400,
    pageCount: null,
    html: [
      '<h2 id="lengths">Lengths</h2><p>A measure extends length to more sets.</p>',
      '<h2 id="null-sets">Null sets</h2><p>A null set has measure zero.</p>',
      '<h2 id="integrals">Integrals</h2><p>The integral is built from measure.</p>',
    ].join('\n'),
    outline: [
      { title: 'Lengths', level: 1, target: 'lengths' },
      { title: 'Null sets', level: 1, target: 'null-sets' },
      { title: 'Integrals', level: 1, target: 'integrals' },
    ],
    paper: null,
    citedIn: [],
    ...overrides,
  };
}

/** The PDF of the fixture paper, three pages long. */
export function pdfDocument(): LibraryDocument {
  return {
    name: 'two-clocks',
    title: 'Two Clocks and the Order of Events',
    format: 'pdf',
    fileUrl: '/media/documents/two-clocks.pdf',
    byteLength: 2_345_678,
    pageCount: 3,
    html: null,
    outline: [
      { title: 'Introduction', level: 1, target: '1' },
      { title: 'Light signals', level: 1, target: '2' },
      { title: 'Conclusion', level: 1, target: '3' },
    ],
    paper: paper(),
    citedIn: [],
  };
}
