import type { Paper } from './academic.js';

/**
 * The `citation_*` tags reference managers (Zotero, Mendeley) and Google Scholar read, for a paper's page: one
 * `citation_author` per author as "Family, Given", the date as YYYY/MM/DD, the PDF's address absolute. The
 * document's screen writes them into its head.
 */
export function citationMeta(paper: Paper, origin: string): { name: string; content: string }[] {
  return [
    { name: 'citation_title', content: paper.title },
    ...paper.authors.map(({ given, family }) => ({ name: 'citation_author', content: `${family}, ${given}` })),
    { name: 'citation_publication_date', content: paper.publishedOn.replaceAll('-', '/') },
    paper.kind === 'paper'
      ? { name: 'citation_journal_title', content: paper.venue }
      : { name: 'citation_technical_report_institution', content: paper.venue },
    ...(paper.doi ? [{ name: 'citation_doi', content: paper.doi }] : []),
    ...(paper.pdfUrl ? [{ name: 'citation_pdf_url', content: `${origin}${paper.pdfUrl}` }] : []),
  ];
}
