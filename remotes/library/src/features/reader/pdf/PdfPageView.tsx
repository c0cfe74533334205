import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { piecesInRange, type JoinedText } from '../text-search';
import { fitWidthScale, type Zoom } from '../zoom';
import type { PdfjsLib } from './load-pdfjs';
import { pageText } from './page-text';
import './pdf-page.css';

/** A search hit on the page drawn, in the offsets of that page's text. */
export interface PageHighlight {
  start: number;
  end: number;
  current: boolean;
}

interface PdfPageViewProps {
  lib: PdfjsLib;
  pdf: PDFDocumentProxy;
  pageNumber: number;
  zoom: Zoom;
  /** Told the scale drawn, which "fit width" decides. */
  onScale: (scale: number) => void;
  highlights: readonly PageHighlight[];
  /** Arrow keys and Page Up/Down on the page turn it. */
  onTurn: (delta: 1 | -1) => void;
  onError: () => void;
}

interface DrawnText {
  divs: HTMLElement[];
  joined: JoinedText;
}

const HIT_CLASS = 'library-pdf__hit';

/** One page: the canvas, and over it PDF.js's text layer so its text can be selected, found and read aloud. */
export function PdfPageView({ lib, pdf, pageNumber, zoom, onScale, highlights, onTurn, onError }: PdfPageViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const width = useWidth(frameRef, zoom === 'fit');
  const [drawn, setDrawn] = useState<DrawnText | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    const sheet = sheetRef.current;
    const canvas = canvasRef.current;
    const textBox = textRef.current;
    if (!frame || !sheet || !canvas || !textBox) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    let layer: TextLayer | undefined;
    setDrawn(null);

    (async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const scale = zoom === 'fit' ? fitWidthScale(width ?? frame.clientWidth, base.width) : zoom;
      onScale(scale);
      const viewport = page.getViewport({ scale });
      // Drawn at the screen's pixel density, shown at CSS size, so text stays sharp on dense screens.
      const density = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * density);
      canvas.height = Math.floor(viewport.height * density);
      sheet.style.width = `${Math.floor(viewport.width)}px`;
      sheet.style.height = `${Math.floor(viewport.height)}px`;
      sheet.style.setProperty('--total-scale-factor', String(scale));
      task = page.render({
        canvas,
        viewport,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
      });
      const content = await page.getTextContent();
      if (cancelled) return;
      textBox.replaceChildren();
      layer = new lib.TextLayer({ textContentSource: content, container: textBox, viewport });
      await Promise.all([task.promise, layer.render()]);
      if (!cancelled) setDrawn({ divs: layer.textDivs, joined: pageText(content) });
    })().catch((error: unknown) => {
      // Moving on before a page finished drawing cancels it: that is no failure.
      if (!cancelled && (error as { name?: string } | null)?.name !== 'RenderingCancelledException') onError();
    });

    return () => {
      cancelled = true;
      task?.cancel();
      layer?.cancel();
    };
  }, [lib, pdf, pageNumber, zoom, width, onScale, onError]);

  useEffect(() => {
    if (!drawn) return;
    const marked = markHits(drawn, highlights);
    marked?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  }, [drawn, highlights]);

  const turn = (event: KeyboardEvent) => {
    const delta = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 }[event.key] as 1 | -1 | undefined;
    if (!delta) return;
    // A page zoomed wider than the frame keeps its arrow keys for scrolling sideways.
    const frame = frameRef.current;
    if (event.key.startsWith('Arrow') && frame && frame.scrollWidth > frame.clientWidth) return;
    event.preventDefault();
    onTurn(delta);
  };

  return (
    <div
      ref={frameRef}
      className="library-pdf__frame"
      // Focusable so a keyboard can scroll a zoomed page and turn pages with the arrow keys.
      tabIndex={0}
      role="region"
      aria-label={`Page ${pageNumber} of ${pdf.numPages}`}
      aria-busy={drawn === null}
      onKeyDown={turn}
    >
      <div ref={sheetRef} className="library-pdf__sheet">
        <canvas ref={canvasRef} className="library-pdf__canvas" aria-hidden="true" />
        <div ref={textRef} className="textLayer library-pdf__text" />
      </div>
    </div>
  );
}

/**
 * Wraps each hit's part of every text span it touches in a <mark>, after putting back the spans' plain
 * text from earlier searches. Returns the current hit's first mark.
 */
function markHits({ divs, joined }: DrawnText, highlights: readonly PageHighlight[]): HTMLElement | null {
  for (const div of divs) {
    if (div.querySelector(`.${HIT_CLASS}`)) div.textContent = div.textContent ?? '';
  }
  let currentMark: HTMLElement | null = null;
  // From the last hit back, so the offsets of earlier hits in a span stay true as spans are split.
  for (const hit of [...highlights].sort((a, b) => b.start - a.start)) {
    for (const index of piecesInRange(joined, hit.start, hit.end).reverse()) {
      const div = divs[index];
      const text = div?.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const span = joined.spans[index];
      const range = document.createRange();
      range.setStart(text, Math.max(hit.start, span.start) - span.start);
      range.setEnd(text, Math.min(hit.end, span.end) - span.start);
      const mark = document.createElement('mark');
      mark.className = hit.current ? `${HIT_CLASS} ${HIT_CLASS}--current` : HIT_CLASS;
      range.surroundContents(mark);
      if (hit.current) currentMark = mark;
    }
  }
  return currentMark;
}

/** The frame's width while fitting the page to it, following window and layout changes. */
function useWidth(ref: RefObject<HTMLElement | null>, watching: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    const measure = () => setWidth(element.clientWidth || null);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching]);
  return width;
}
