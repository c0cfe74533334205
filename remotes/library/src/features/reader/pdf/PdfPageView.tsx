import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { piecesInRange, type JoinedText } from '../text-search';
import { fitWidthScale, type Zoom } from '../zoom';
import { isCancellation } from './cancellation';
import type { PdfjsLib } from './load-pdfjs';
import type { PageLinks } from './page-links';
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
  /** Draws and follows the page's links. */
  links: PageLinks;
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

type AnnotationLinkService = Parameters<InstanceType<PdfjsLib['AnnotationLayer']>['render']>[0]['linkService'];

/**
 * One page: the canvas, over it PDF.js's text layer so its text can be selected, found and read aloud, and
 * over that its annotation layer, which holds the page's links.
 */
export function PdfPageView(props: PdfPageViewProps) {
  const { lib, pdf, pageNumber, links, zoom, onScale, highlights, onTurn, onError } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const linksRef = useRef<HTMLDivElement>(null);
  const width = useWidth(frameRef, zoom === 'fit');
  const [drawn, setDrawn] = useState<DrawnText | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    const sheet = sheetRef.current;
    const canvas = canvasRef.current;
    const textBox = textRef.current;
    const linkBox = linksRef.current;
    if (!frame || !sheet || !canvas || !textBox || !linkBox) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    let textLayer: TextLayer | undefined;
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

      const drawText = async () => {
        const content = await page.getTextContent();
        if (cancelled) return null;
        textBox.replaceChildren();
        const layer = new lib.TextLayer({ textContentSource: content, container: textBox, viewport });
        textLayer = layer;
        await layer.render();
        return { divs: layer.textDivs, joined: pageText(content) };
      };
      const drawLinks = async () => {
        const annotations = await page.getAnnotations({ intent: 'display' });
        await links.learn(annotations);
        if (cancelled) return;
        linkBox.replaceChildren();
        const shown = viewport.clone({ dontFlip: true });
        const linkService = links as unknown as AnnotationLinkService;
        await new lib.AnnotationLayer({
          div: linkBox,
          page,
          viewport: shown,
          linkService,
          accessibilityManager: null,
          annotationCanvasMap: null,
          annotationEditorUIManager: null,
          structTreeLayer: null,
          commentManager: null,
          annotationStorage: null,
        }).render({ annotations, div: linkBox, page, viewport: shown, linkService, renderForms: false });
      };

      // Awaited together, so a render cancelled while the layers load is still caught below.
      const [, text] = await Promise.all([task.promise, drawText(), drawLinks()]);
      if (!cancelled && text) setDrawn(text);
    })().catch((error: unknown) => {
      if (!cancelled && !isCancellation(lib, error)) onError();
    });

    return () => {
      cancelled = true;
      task?.cancel();
      textLayer?.cancel();
    };
  }, [lib, pdf, pageNumber, links, zoom, width, onScale, onError]);

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
        <div ref={linksRef} className="annotationLayer library-pdf__links" />
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
