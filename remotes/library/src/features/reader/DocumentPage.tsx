import { PageMeta, useHydrated, useSiteOrigin } from '@site/shell-api';
import { ApiError } from '@site/api-client';
import { citationMeta, DOCUMENT_NAME_PATTERN, pathTo, structuredData, type LibraryDocument } from '@site/contracts';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { Button, Skeleton, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Cite } from '../../shared/Cite';
import { CitedIn } from '../../shared/CitedIn';
import { LibraryNotFound } from '../../shared/LibraryNotFound';
import { LIBRARY_STEP, pageLd } from '../../shared/page-ld';
import { PaperFacts } from '../../shared/PaperFacts';
import { documentQuery } from './api/document';
import { formatBytes } from './document-size';
import { DocumentTitle } from './DocumentTitle';
import { MarkdownReader } from './markdown/MarkdownReader';
import './reader.css';

// PDF.js comes with this, so only a PDF's page loads it, and only in the browser (see DocumentReader).
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

interface DocumentHead {
  title: string;
  path: string;
  description: string;
}

/** A paper's ScholarlyArticle, or the document itself; then where it sits in the library. */
function documentLd(doc: LibraryDocument, { title, path, description }: DocumentHead, ld: ReturnType<typeof pageLd>) {
  const item = doc.paper
    ? ld.paper(doc.paper)
    : structuredData('DigitalDocument', {
        name: title,
        url: ld.url(path),
        description,
        encoding: {
          '@type': 'MediaObject',
          contentUrl: ld.url(doc.fileUrl),
          encodingFormat: doc.format === 'pdf' ? 'application/pdf' : 'text/markdown',
        },
      });
  return [item, ld.breadcrumbs(LIBRARY_STEP, [title, path])];
}

/** The text: markdown drawn at once; a PDF in PDF.js, which draws on a canvas and so loads only in the browser. */
function DocumentReader({ doc }: { doc: LibraryDocument }) {
  const hydrated = useHydrated();
  if (doc.format !== 'pdf') return <MarkdownReader document={doc} />;
  const opening = <Spinner label="Opening the PDF" />;
  // The server, and the browser's first render after it, show it opening, in the room the reader will take.
  return (
    <div className="library-document__pdf">
      {hydrated ? (
        <Suspense fallback={opening}>
          <PdfReader document={doc} />
        </Suspense>
      ) : (
        opening
      )}
    </div>
  );
}

function DocumentView({ doc }: { doc: LibraryDocument }) {
  const path = pathTo('libraryDocument', { name: doc.name });
  const origin = useSiteOrigin();
  const { paper } = doc;
  // A paper's full title, subtitle and all: the one its citation tags, BibTeX and RIS give.
  const title = paper?.title ?? doc.title;
  const description = describe(doc);
  const facts =
    doc.format === 'pdf'
      ? `PDF${doc.pageCount ? `, ${doc.pageCount} ${doc.pageCount === 1 ? 'page' : 'pages'}` : ''}`
      : 'Text';
  return (
    <article className="library-document">
      <PageMeta
        title={title}
        description={description}
        path={path}
        type="article"
        keywords={paper?.topics}
        publishedTime={paper?.publishedOn}
        structuredData={documentLd(doc, { title, path, description }, pageLd(origin))}
      />
      {paper
        ? citationMeta(paper, origin).map((tag, index) => (
            <meta key={`${tag.name}-${index}`} name={tag.name} content={tag.content} />
          ))
        : null}
      <header className="library-document__header">
        <p className="library-document__back">
          <Link to={paper ? `${pathTo('libraryAcademic')}#${paper.slug}` : pathTo('library')}>
            ← {paper ? 'Academic papers' : 'Library'}
          </Link>
        </p>
        <DocumentTitle title={title} />
        {paper ? <PaperFacts paper={paper} /> : null}
        <p className="library-document__file">
          {facts}, {formatBytes(doc.byteLength)} ·{' '}
          <a href={doc.fileUrl} download>
            Download{doc.format === 'pdf' ? ' the PDF' : ' the text'}
          </a>
        </p>
        {paper ? <Cite slug={paper.slug} title={paper.title} citations={paper.citations} /> : null}
      </header>
      <DocumentReader doc={doc} />
      <BookmarkToggle kind="library" target={`document:${doc.name}`} title={doc.title} path={path} />
      <CitedIn href={path} />
    </article>
  );
}
