import { ApiError } from '@site/api-client';
import { citationMeta, DOCUMENT_NAME_PATTERN, pathTo, scholarlyArticleLd, type LibraryDocument } from '@site/contracts';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { Button, PageMeta, Skeleton, Spinner, structuredData } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Cite } from '../../shared/Cite';
import { CitedIn } from '../../shared/CitedIn';
import { LibraryNotFound } from '../../shared/LibraryNotFound';
import { PaperFacts } from '../../shared/PaperFacts';
import { documentQuery } from './api/document';
import { formatBytes } from './document-size';
import { MarkdownReader } from './markdown/MarkdownReader';
import './reader.css';

// PDF.js comes with this, so only a PDF's page loads it.
const PdfReader = lazy(() => import('./pdf/PdfReader'));

/** /library/document/:name: the reader for one of the library's documents; an unknown name is a 404 page. */
export default function DocumentPage() {
  const { name = '' } = useParams();
  // A name no document can have is not worth asking the server about.
  return DOCUMENT_NAME_PATTERN.test(name) ? <DocumentScreen name={name} /> : <LibraryNotFound />;
}

function DocumentScreen({ name }: { name: string }) {
  const { data, error, isPending, refetch } = useQuery(documentQuery(name));
  if (isPending) {
    return (
      <div className="library-document" role="status" aria-label="Loading the document">
        <Skeleton width="60%" height="2.5rem" />
        <Skeleton height="24rem" />
      </div>
    );
  }
  if (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <LibraryNotFound />;
    return (
      <div className="library-document" role="alert">
        <h1>The document could not be loaded</h1>
        <p>There was a problem opening this document. Please try again in a moment.</p>
        <Button size="sm" variant="secondary" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <DocumentView doc={data} />;
}

function describe(doc: LibraryDocument): string {
  if (doc.paper)
    return doc.paper.abstract.length > 300 ? `${doc.paper.abstract.slice(0, 297).trimEnd()}…` : doc.paper.abstract;
  return `Read “${doc.title}” in the library: contents, search and a download of the full text.`;
}

/** The same JSON-LD the first HTML carries: a paper's ScholarlyArticle, or the document itself. */
function documentLd(doc: LibraryDocument, path: string) {
  const url = `${window.location.origin}${path}`;
  const { paper } = doc;
  if (!paper) {
    return structuredData('DigitalDocument', {
      name: doc.title,
      url,
      encoding: {
        '@type': 'MediaObject',
        contentUrl: `${window.location.origin}${doc.fileUrl}`,
        encodingFormat: doc.format === 'pdf' ? 'application/pdf' : 'text/markdown',
      },
    });
  }
  return scholarlyArticleLd({
    name: paper.title,
    url,
    description: paper.abstract,
    authors: paper.authors.map(({ given, family }) => `${given} ${family}`),
    datePublished: paper.publishedOn,
    publisher: paper.venue,
    doi: paper.doi,
    pdfUrl: paper.pdfUrl && `${window.location.origin}${paper.pdfUrl}`,
    keywords: paper.topics,
  });
}

function DocumentView({ doc }: { doc: LibraryDocument }) {
  const path = pathTo('libraryDocument', { name: doc.name });
  const { paper } = doc;
  const facts =
    doc.format === 'pdf'
      ? `PDF${doc.pageCount ? `, ${doc.pageCount} ${doc.pageCount === 1 ? 'page' : 'pages'}` : ''}`
      : 'Text';
  return (
    <article className="library-document">
      <PageMeta
        title={doc.title}
        description={describe(doc)}
        path={path}
        type="article"
        keywords={paper?.topics}
        structuredData={documentLd(doc, path)}
      />
      {paper
        ? citationMeta(paper, window.location.origin).map((tag, index) => (
            <meta key={`${tag.name}-${index}`} name={tag.name} content={tag.content} />
          ))
        : null}
      <header className="library-document__header">
        <p className="library-document__back">
          <Link to={paper ? `${pathTo('libraryAcademic')}#${paper.slug}` : pathTo('library')}>
            ← {paper ? 'Academic papers' : 'Library'}
          </Link>
        </p>
        <h1>{doc.title}</h1>
        {paper ? <PaperFacts paper={paper} /> : null}
        <p className="library-document__file">
          {facts}, {formatBytes(doc.byteLength)} ·{' '}
          <a href={doc.fileUrl} download>
            Download{doc.format === 'pdf' ? ' the PDF' : ' the text'}
          </a>
        </p>
        {paper ? <Cite slug={paper.slug} title={paper.title} citations={paper.citations} /> : null}
      </header>
      {doc.format === 'pdf' ? (
        <Suspense fallback={<Spinner label="Opening the PDF" />}>
          <PdfReader document={doc} />
        </Suspense>
      ) : (
        <MarkdownReader document={doc} />
      )}
      <BookmarkToggle kind="library" target={`document:${doc.name}`} title={doc.title} path={path} />
      <CitedIn href={path} />
    </article>
  );
}
