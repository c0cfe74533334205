import type { LibraryDocument } from '@site/contracts';
import { Button } from '@site/ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ReaderOutline } from '../ReaderOutline';
import { ReaderSearch, type ListedHit } from '../ReaderSearch';
import { ZoomControls } from '../ZoomControls';
import { CURRENT_HIT_CLASS, markMatches } from './mark-matches';

/** A markdown document: its HTML (sanitised by the content service) with contents, sections, search and text size. */
export function MarkdownReader({ document: doc }: { document: LibraryDocument }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<ListedHit[] | null>(null);
  const [current, setCurrent] = useState(-1);
  const [scale, setScale] = useState(1);
  const [section, setSection] = useState(-1);
  const outline = doc.outline;

  // React draws the HTML once (on the server too, so the first HTML holds the text) and leaves it alone after, as it
  // stays the same string: here it is redrawn, so search marks can be added to it and cleared.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    body.innerHTML = doc.html ?? '';
    if (!query.trim()) {
      setHits(null);
      setCurrent(-1);
      return;
    }
    const found = markMatches(body, query);
    setHits(found);
    setCurrent(found.length > 0 ? 0 : -1);
  }, [doc.html, query]);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    body.querySelectorAll(`.${CURRENT_HIT_CLASS}`).forEach((mark) => mark.classList.remove(CURRENT_HIT_CLASS));
    const marks = body.querySelectorAll<HTMLElement>(`mark[data-hit="${current}"]`);
    marks.forEach((mark) => mark.classList.add(CURRENT_HIT_CLASS));
    marks[0]?.scrollIntoView?.({ block: 'center' });
  }, [current, hits]);

  const goToSection = useCallback(
    (index: number, focus = true) => {
      const entry = outline[index];
      const heading = entry ? document.getElementById(entry.target) : null;
      if (!entry || !heading || !bodyRef.current?.contains(heading)) return;
      setSection(index);
      heading.tabIndex = -1;
      heading.scrollIntoView?.({ block: 'start' });
      if (focus) heading.focus({ preventScroll: true });
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(entry.target)}`);
    },
    [outline],
  );

  // A link to a section (#heading-id) opens there: the heading did not exist when the browser looked for it.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const index = outline.findIndex((entry) => entry.target === id);
    if (index >= 0) goToSection(index, false);
  }, [outline, goToSection]);

  return (
    <div className="library-reader">
      <aside className="library-reader__side">
        <ReaderOutline
          entries={outline}
          hrefOf={(entry) => `#${encodeURIComponent(entry.target)}`}
          onSelect={(entry) => goToSection(outline.indexOf(entry))}
          current={outline[section] ?? null}
        />
        <ReaderSearch onSearch={setQuery} hits={hits} searching={false} current={current} onGo={setCurrent} />
      </aside>
      <div className="library-reader__main">
        <div className="library-reader__toolbar">
          {outline.length > 1 ? (
            <div className="library-reader__pages" role="group" aria-label="Sections">
              <Button size="sm" variant="secondary" disabled={section <= 0} onClick={() => goToSection(section - 1)}>
                Previous section
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={section >= outline.length - 1}
                onClick={() => goToSection(section + 1)}
              >
                Next section
              </Button>
            </div>
          ) : null}
          <ZoomControls
            scale={scale}
            zoom={scale}
            onZoom={(zoom) => setScale(zoom === 'fit' ? 1 : zoom)}
            canFit={false}
          />
        </div>
        <div
          ref={bodyRef}
          className="library-markdown"
          style={{ fontSize: `${scale}em` }}
          dangerouslySetInnerHTML={{ __html: doc.html ?? '' }}
        />
      </div>
    </div>
  );
}
