import type { Paper } from '@site/contracts';

/** A paper as GET /api/library/papers lists it; tests change what they need. */
export function paper(overrides: Partial<Paper> = {}): Paper {
  return {
    slug: 'two-clocks',
    kind: 'paper',
    title: 'Two Clocks and the Order of Events',
    authors: [
      { given: 'Mira', family: 'Castell' },
      { given: 'Jonas', family: 'Weir' },
    ],
    venue: 'Journal of Philosophical Logic',
    year: 2021,
    publishedOn: '2021-04-12',
    abstract: 'We ask what two unsynchronised clocks can say about which of two events came first.',
    doi: '10.5555/two-clocks.2021',
    url: null,
    documentName: 'two-clocks',
    pdfUrl: '/media/documents/two-clocks.pdf',
    topics: ['time', 'logic'],
    citations: {
      bibtex: '@article{castell2021two,\n  title = {Two Clocks and the Order of Events}\n}',
      ris: 'TY  - JOUR\nTI  - Two Clocks and the Order of Events\nER  - ',
      apa: 'Castell, M., & Weir, J. (2021). Two clocks and the order of events. Journal of Philosophical Logic.',
    },
    addedAt: '2024-01-05T10:00:00.000Z',
    ...overrides,
  };
}
