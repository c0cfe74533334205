import type { LibraryDocument } from '@site/contracts';
import { Button, Spinner } from '@site/ui';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pageHash } from '../page-hash';
import { PageControls } from '../PageControls';
import { ReaderOutline } from '../ReaderOutline';
import { ReaderSearch, type ListedHit } from '../ReaderSearch';
import { findInPages } from '../text-search';
import { ZoomControls } from '../ZoomControls';
import type { Zoom } from '../zoom';
import { loadPdfjs, type PdfjsLib } from './load-pdfjs';
import { pageText } from './page-text';
import { PdfPageView, type PageHighlight } from './PdfPageView';
import { outlineEntryAt } from './outline-position';
import { PageLinks } from './page-links';
import { usePageHash } from './use-page-hash';

interface Loaded {
  lib: PdfjsLib;
  pdf: PDFDocumentProxy;
}

/** A PDF in PDF.js: one page at a time, with contents, paging, search and zoom. Loaded only for PDFs. */
export default function PdfReader({ document: doc }: { document: LibraryDocument }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Stable, as the page view redraws when its callbacks change.
  const fail = useCallback(() => setFailed(true), []);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    setFailed(false);
    loadPdfjs()
      .then((lib) => {
        const task = lib.getDocument({ url: doc.fileUrl });
        destroy = () => task.destroy();
        return task.promise.then((pdf) => ({ lib, pdf }));
      })
      .then(
        (result) => !cancelled && setLoaded(result),
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [doc.fileUrl, attempt]);

  if (failed) {
    return (
      <div className="library-reader__message" role="alert">
        <p>The PDF could not be opened here. You can still download it.</p>
        <Button size="sm" variant="secondary" onClick={() => setAttempt(attempt + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  if (!loaded) return <Spinner label="Opening the PDF" />;
  return <LoadedPdf doc={doc} loaded={loaded} onError={fail} />;
}

function LoadedPdf({ doc, loaded, onError }: { doc: LibraryDocument; loaded: Loaded; onError: () => void }) {
  const { lib, pdf } = loaded;
  const [page, goTo] = usePageHash(pdf.numPages);
  const shownPage = useRef(page);
  useEffect(() => {
    shownPage.current = page;
  }, [page]);
  // One per document, so a page is not redrawn for it; it reads the page shown when a link asks.
  const links = useMemo(() => new PageLinks(pdf, () => shownPage.current, goTo), [pdf, goTo]);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [scale, setScale] = useState(1);
  const search = usePdfSearch(pdf);
  const hit = search.current >= 0 ? search.hits?.[search.current] : undefined;

  const highlights = useMemo<PageHighlight[]>(
    () =>
      (search.hits ?? [])
        .filter((each) => each.page === page)
        .map((each) => ({ start: each.start, end: each.end, current: each === hit })),
    [search.hits, page, hit],
  );
  const goToHit = (index: number, hits = search.hits) => {
    search.setCurrent(index);
    const target = hits?.[index];
    if (target) goTo(target.page);
  };
  // A search goes straight to its first hit, as find in a browser does.
  const find = async (query: string) => {
    const found = await search.run(query);
    if (found && found.length > 0) goToHit(0, found);
  };
  const currentEntry = outlineEntryAt(doc.outline, page);

  return (
    // The words in here are the PDF's, drawn by pdf.js in the browser; crawlers read the file itself (citation_pdf_url).
    <div className="library-reader" data-embedded-document="">
      <aside className="library-reader__side">
        <ReaderOutline
          entries={doc.outline}
          hrefOf={(entry) => pageHash(Number(entry.target))}
          onSelect={(entry) => goTo(Number(entry.target))}
          current={currentEntry}
        />
        <ReaderSearch
          onSearch={(query) => void find(query)}
          hits={search.hits}
          searching={search.searching}
          current={search.current}
          onGo={goToHit}
        />
      </aside>
      <div className="library-reader__main">
        <div className="library-reader__toolbar">
          <PageControls page={page} pageCount={pdf.numPages} onPage={goTo} />
          <ZoomControls scale={scale} zoom={zoom} onZoom={setZoom} canFit />
        </div>
        <PdfPageView
          lib={lib}
          pdf={pdf}
          pageNumber={page}
          links={links}
          zoom={zoom}
          onScale={setScale}
          highlights={highlights}
          onTurn={(delta) => goTo(page + delta)}
          onError={onError}
        />
      </div>
    </div>
  );
}

/** Search over every page's text, read from the PDF once, on the first search. */
function usePdfSearch(pdf: PDFDocumentProxy) {
  const texts = useRef<Promise<string[]> | null>(null);
  const [hits, setHits] = useState<ListedHit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [current, setCurrent] = useState(-1);
  const latest = useRef(0);

  const run = useCallback(
    async (query: string): Promise<ListedHit[] | null> => {
      const run = ++latest.current;
      setSearching(true);
      texts.current ??= Promise.all(
        Array.from({ length: pdf.numPages }, async (_, index) => {
          const page = await pdf.getPage(index + 1);
          return pageText(await page.getTextContent()).text;
        }),
      );
      try {
        const found = findInPages(await texts.current, query).map((each) => ({ ...each, where: `Page ${each.page}` }));
        if (run !== latest.current) return null;
        setHits(found);
        setCurrent(-1);
        return found;
      } catch {
        texts.current = null;
        if (run === latest.current) setHits([]);
        return null;
      } finally {
        if (run === latest.current) setSearching(false);
      }
    },
    [pdf],
  );

  return { hits, searching, current, setCurrent, run };
}
