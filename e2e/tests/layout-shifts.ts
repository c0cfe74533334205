import type { BrowserContext, Page } from './fixtures';

/** A layout shift score Lighthouse shows as 0 (a move of a pixel or two of a small element). */
export const LAYOUT_SHIFT_MAX = 0.0005;

/** Records, from each page's start, every shift of the layout not caused by the reader, with what moved. */
export async function recordLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const shifts: { value: number; what: string }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          const [from, to] = [source.previousRect, source.currentRect];
          const name = element ? `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}` : '?';
          return `${name} from ${from.x},${from.y} ${from.width}×${from.height} to ${to.x},${to.y} ${to.width}×${to.height}`;
        });
        shifts.push({ value: entry.value, what: moved.join(', ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift score so far (as Lighthouse adds it up) and what moved, one line a shift. */
export async function layoutShifts(page: Page): Promise<{ score: number; moved: string[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; what: string }[] }).layoutShifts,
  );
  return { score: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.map((shift) => shift.what) };
}
