import type { Life } from './engine';

/**
 * Draws the board on a canvas sized to its CSS box at the device's pixel ratio, so cells stay sharp. Does nothing
 * where there is no 2D context (jsdom, very old browsers).
 */
export function drawBoard(canvas: HTMLCanvasElement, life: Life): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const cssWidth = canvas.clientWidth || life.width * 6;
  const cssHeight = (cssWidth * life.height) / life.width;
  const pixelWidth = Math.round(cssWidth * dpr);
  const pixelHeight = Math.round(cssHeight * dpr);
  if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
  }
  const styles = getComputedStyle(canvas);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = styles.getPropertyValue('--color-surface').trim() || '#fff';
  ctx.fillRect(0, 0, cssWidth, cssHeight);
  ctx.fillStyle = styles.getPropertyValue('--color-primary').trim() || '#b91c1c';
  const size = cssWidth / life.width;
  // A hair of gap keeps neighbouring cells distinct once the cells are a few pixels wide.
  const gap = size > 4 ? 0.5 : 0;
  const cells = life.view;
  for (let y = 0; y < life.height; y++) {
    for (let x = 0; x < life.width; x++) {
      if (cells[y * life.width + x]) ctx.fillRect(x * size, y * size, size - gap, size - gap);
    }
  }
}
