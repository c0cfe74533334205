import type { Paper } from './academic.js';
import { citationMeta } from './citation-meta.js';

const paper: Paper = {
  slug: 'attention-as-a-scarce-quantity',
  kind: 'paper',
  title: 'Attention as a Scarce Quantity',
  authors: [
    { given: 'Iris', family: 'Calloway' },
    { given: 'Tomás', family: 'Reinholt' },
  ],
  venue: 'Commonplace Working Papers',
  year: 2025,
  publishedOn: '2025-09-03',
  abstract: 'An abstract.',
  doi: '10.5555/example',
  url: null,
  documentName: 'attention',
  pdfUrl: '/media/documents/attention.0a1b2c3d.pdf',
  topics: ['Philosophy'],
  citations: { bibtex: '', ris: '', apa: '' },
  addedAt: '2026-10-02T09:00:00.000Z',
};

describe('citationMeta', () => {
  it('names every author, dates with slashes and makes the PDF address absolute', () => {
    expect(citationMeta(paper, 'https://commonplace.quest')).toEqual([
      { name: 'citation_title', content: 'Attention as a Scarce Quantity' },
      { name: 'citation_author', content: 'Calloway, Iris' },
      { name: 'citation_author', content: 'Reinholt, Tomás' },
      { name: 'citation_publication_date', content: '2025/09/03' },
      { name: 'citation_journal_title', content: 'Commonplace Working Papers' },
      { name: 'citation_doi', content: '10.5555/example' },
      { name: 'citation_pdf_url', content: 'https://commonplace.quest/media/documents/attention.0a1b2c3d.pdf' },
    ]);
  });

  it('gives lecture notes their institution, and leaves out a DOI or PDF they lack', () => {
    const names = citationMeta({ ...paper, kind: 'lecture-notes', doi: null, pdfUrl: null }, '').map((tag) => tag.name);
    expect(names).toContain('citation_technical_report_institution');
    expect(names).not.toContain('citation_doi');
    expect(names).not.toContain('citation_pdf_url');
  });
});
