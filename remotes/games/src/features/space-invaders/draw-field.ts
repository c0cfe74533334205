import {
  aliveBoxes,
  BOMB_HEIGHT,
  BULLET_HEIGHT,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  playerBox,
  SHIELD_CELL,
  SHIELD_COLUMNS,
  SHIELD_XS,
  SHIELD_Y,
  ufoBox,
  type InvadersState,
} from './engine';

/** Draws the field scaled to the canvas's CSS width at the device's pixel ratio; a no-op without a 2D context. */
export function drawField(canvas: HTMLCanvasElement, state: InvadersState): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const cssWidth = canvas.clientWidth || FIELD_WIDTH * 2;
  const scale = cssWidth / FIELD_WIDTH;
  const pixelWidth = Math.round(cssWidth * dpr);
  const pixelHeight = Math.round(FIELD_HEIGHT * scale * dpr);
  if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
    canvas.width = pixelWidth;
    canvas.height = pixelHeight;
  }
  const styles = getComputedStyle(canvas);
  const text = styles.getPropertyValue('--color-text').trim() || '#111';
  const primary = styles.getPropertyValue('--color-primary').trim() || '#b91c1c';
  const danger = styles.getPropertyValue('--color-danger').trim() || '#dc2626';
  ctx.setTransform(scale * dpr, 0, 0, scale * dpr, 0, 0);
  ctx.fillStyle = styles.getPropertyValue('--color-surface').trim() || '#fff';
  ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);

  ctx.fillStyle = text;
  for (const box of aliveBoxes(state.formation)) {
    // The two march frames differ by a notch, enough to read as walking.
    const notch = state.formation.frame ? 2 : 0;
    ctx.fillRect(box.x, box.y, box.w, box.h - 2);
    ctx.fillRect(box.x + notch, box.y + box.h - 2, 2, 2);
    ctx.fillRect(box.x + box.w - 2 - notch, box.y + box.h - 2, 2, 2);
  }

  ctx.fillStyle = primary;
  state.shields.forEach((cells, s) => {
    cells.forEach((solid, i) => {
      if (!solid) return;
      const x = SHIELD_XS[s] + (i % SHIELD_COLUMNS) * SHIELD_CELL;
      const y = SHIELD_Y + Math.floor(i / SHIELD_COLUMNS) * SHIELD_CELL;
      ctx.fillRect(x, y, SHIELD_CELL, SHIELD_CELL);
    });
  });
  if (state.status !== 'dying') {
    const player = playerBox(state.playerX);
    ctx.fillRect(player.x, player.y + 3, player.w, player.h - 3);
    ctx.fillRect(player.x + player.w / 2 - 1, player.y, 2, 3);
  }
  if (state.bullet) ctx.fillRect(state.bullet.x, state.bullet.y, 1, BULLET_HEIGHT);

  ctx.fillStyle = danger;
  for (const bomb of state.bombs) ctx.fillRect(bomb.x, bomb.y, 1, BOMB_HEIGHT);
  if (state.ufo) {
    const ufo = ufoBox(state.ufo.x);
    ctx.fillRect(ufo.x, ufo.y + 2, ufo.w, ufo.h - 2);
    ctx.fillRect(ufo.x + 4, ufo.y, ufo.w - 8, 2);
  }
}
