/** The zoom levels the buttons step through; "fit width" sits wherever the page and window put it. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const MIN = ZOOM_STEPS[0];
const MAX = ZOOM_STEPS[ZOOM_STEPS.length - 1];

export type Zoom = 'fit' | number;

export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + 0.01) ?? MAX;
}

export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.01) ?? MIN;
}

/** The scale at which a page `pageWidth` wide (at 100%) fills `available` pixels, within the zoom range. */
export function fitWidthScale(available: number, pageWidth: number): number {
  if (available <= 0 || pageWidth <= 0) return 1;
  return Math.min(Math.max(available / pageWidth, MIN), MAX);
}

export function zoomPercent(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}
