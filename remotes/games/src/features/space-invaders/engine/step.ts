import { nextRandom } from '../../shared/engine/rng';
import {
  BOMB_HEIGHT,
  BOMB_SPEED,
  BULLET_HEIGHT,
  BULLET_SPEED,
  DYING_MS,
  EXTRA_LIFE_AT,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  INVADER_POINTS,
  MARCH_STEP_X,
  MARCH_STEP_Y,
  MAX_BOMBS,
  PLAYER_HEIGHT,
  PLAYER_SPEED,
  PLAYER_WIDTH,
  PLAYER_Y,
  STEP_MS,
  UFO_HEIGHT,
  UFO_POINTS,
  UFO_SPEED,
  UFO_WIDTH,
  UFO_Y,
  WAVE_CLEAR_MS,
} from './constants';
import { aliveBoxes, aliveCount, atEdge, marchInterval, shooters, type Formation } from './formation';
import { damage, erase, freshShields, overlaps, shieldHits, type Box } from './shields';
import {
  PLAYER_START_X,
  waveFormation,
  type InvadersEvent,
  type InvadersInput,
  type InvadersState,
  type Shot,
} from './state';

const bombBox = (b: Shot): Box => ({ x: b.x - 1, y: b.y, w: 3, h: BOMB_HEIGHT });
export const playerBox = (x: number): Box => ({ x, y: PLAYER_Y, w: PLAYER_WIDTH, h: PLAYER_HEIGHT });
export const ufoBox = (x: number): Box => ({ x, y: UFO_Y, w: UFO_WIDTH, h: UFO_HEIGHT });

/** Mutable scratch copy used within one step; the input state is never touched. */
type Draft = { -readonly [K in keyof InvadersState]: InvadersState[K] } & { events: InvadersEvent[] };

/**
 * Advances the game by `dtMs` (the fixed STEP_MS in normal play). Pure: same state and input give the same result,
 * with randomness drawn from the state's own generator.
 */
export function step(state: InvadersState, input: InvadersInput, dtMs: number = STEP_MS): InvadersState {
  if (state.status === 'gameOver') return state.events.length ? { ...state, events: [] } : state;
  const d: Draft = { ...state, timeMs: state.timeMs + dtMs, events: [] };
  const random = (): number => {
    const r = nextRandom(d.rng);
    d.rng = r.state;
    return r.value;
  };
  if (d.status === 'dying' || d.status === 'waveClear') {
    d.statusTimerMs -= dtMs;
    if (d.statusTimerMs <= 0) resume(d);
    return d;
  }
  movePlayer(d, input, dtMs);
  moveBullet(d, dtMs, random);
  march(d, dtMs);
  dropBombs(d, dtMs, random);
  moveBombs(d, dtMs, random);
  moveUfo(d, dtMs, random);
  if (d.score >= EXTRA_LIFE_AT && !d.extraLifeAwarded) {
    d.extraLifeAwarded = true;
    d.lives++;
    d.events.push({ type: 'extraLife' });
  }
  if (d.status === 'playing' && aliveCount(d.formation) === 0) {
    d.status = 'waveClear';
    d.statusTimerMs = WAVE_CLEAR_MS;
    d.bullet = null;
    d.bombs = [];
    d.ufo = null;
    d.events.push({ type: 'waveClear' });
  }
  return d;
}

function resume(d: Draft): void {
  if (d.status === 'waveClear') {
    d.wave++;
    d.formation = waveFormation(d.wave);
    d.shields = freshShields();
  }
  d.status = 'playing';
  d.playerX = PLAYER_START_X;
  d.bullet = null;
  d.bombs = [];
  d.bombTimerMs = 1000;
}

function movePlayer(d: Draft, input: InvadersInput, dtMs: number): void {
  const dir = (input.right ? 1 : 0) - (input.left ? 1 : 0);
  d.playerX = Math.max(0, Math.min(FIELD_WIDTH - PLAYER_WIDTH, d.playerX + (dir * PLAYER_SPEED * dtMs) / 1000));
  if (input.fire && !d.bullet) {
    d.bullet = { x: Math.round(d.playerX + PLAYER_WIDTH / 2), y: PLAYER_Y - BULLET_HEIGHT };
    d.events.push({ type: 'shot' });
  }
}

function moveBullet(d: Draft, dtMs: number, random: () => number): void {
  if (!d.bullet) return;
  const bullet = { x: d.bullet.x, y: d.bullet.y - (BULLET_SPEED * dtMs) / 1000 };
  // The box spans the whole distance travelled this step, so a fast bullet cannot skip over a target.
  const swept: Box = { x: bullet.x, y: bullet.y, w: 1, h: BULLET_HEIGHT + (BULLET_SPEED * dtMs) / 1000 };
  d.bullet = bullet.y + BULLET_HEIGHT < 0 ? null : bullet;
  if (!d.bullet) return;
  const victim = aliveBoxes(d.formation)
    .filter((b) => overlaps(swept, b))
    .sort((a, b) => b.y - a.y)[0];
  if (victim) {
    const alive = [...d.formation.alive];
    alive[victim.index] = false;
    d.formation = { ...d.formation, alive };
    const points = INVADER_POINTS[victim.row];
    d.score += points;
    d.bullet = null;
    d.events.push({ type: 'invaderKilled', index: victim.index, points });
    return;
  }
  const hit = shieldHits(d.shields, swept, true)[0];
  if (hit) {
    d.shields = damage(d.shields, hit, random);
    d.bullet = null;
    return;
  }
  const bomb = d.bombs.findIndex((b) => overlaps(swept, bombBox(b)));
  if (bomb >= 0) {
    d.bombs = d.bombs.filter((_, i) => i !== bomb);
    d.bullet = null;
    return;
  }
  if (d.ufo && overlaps(swept, ufoBox(d.ufo.x))) {
    d.score += d.ufo.points;
    d.events.push({ type: 'ufoKilled', points: d.ufo.points });
    d.ufo = null;
    d.bullet = null;
    d.ufoTimerMs = 20000;
  }
}

function march(d: Draft, dtMs: number): void {
  let f: Formation = { ...d.formation, marchTimerMs: d.formation.marchTimerMs - dtMs };
  while (f.marchTimerMs <= 0 && aliveCount(f) > 0) {
    const stepX = MARCH_STEP_X * f.direction;
    f = atEdge(f, stepX)
      ? { ...f, y: f.y + MARCH_STEP_Y, direction: f.direction === 1 ? -1 : 1 }
      : { ...f, x: f.x + stepX };
    f = { ...f, frame: f.frame === 0 ? 1 : 0, marchTimerMs: f.marchTimerMs + marchInterval(aliveCount(f), d.wave) };
    d.events.push({ type: 'march', frame: f.frame });
  }
  d.formation = f;
  for (const box of aliveBoxes(f)) {
    d.shields = erase(d.shields, box);
    if (box.y + box.h >= PLAYER_Y) {
      // The invaders have landed: the game ends whatever lives are left.
      d.lives = 0;
      d.status = 'gameOver';
      d.events.push({ type: 'gameOver' });
      return;
    }
  }
}

function dropBombs(d: Draft, dtMs: number, random: () => number): void {
  if (d.status !== 'playing') return;
  d.bombTimerMs -= dtMs;
  if (d.bombTimerMs > 0 || d.bombs.length >= MAX_BOMBS) return;
  const candidates = shooters(d.formation);
  if (candidates.length === 0) return;
  // Half the time the column nearest the cannon fires: the arcade's aimed shot.
  const centre = d.playerX + PLAYER_WIDTH / 2;
  const aimed = candidates.reduce((best, b) =>
    Math.abs(b.x + b.w / 2 - centre) < Math.abs(best.x + best.w / 2 - centre) ? b : best,
  );
  const shooter = random() < 0.5 ? aimed : candidates[Math.floor(random() * candidates.length)];
  d.bombs = [...d.bombs, { x: Math.round(shooter.x + shooter.w / 2), y: shooter.y + shooter.h }];
  const pace = Math.max(0.4, 1 - 0.1 * (d.wave - 1));
  d.bombTimerMs = (500 + random() * 900) * pace;
}

function moveBombs(d: Draft, dtMs: number, random: () => number): void {
  const kept: Shot[] = [];
  for (const bomb of d.bombs) {
    const moved = { x: bomb.x, y: bomb.y + (BOMB_SPEED * dtMs) / 1000 };
    const box = bombBox(moved);
    if (moved.y > FIELD_HEIGHT) continue;
    const hit = shieldHits(d.shields, box, false)[0];
    if (hit) {
      d.shields = damage(d.shields, hit, random);
      continue;
    }
    if (d.status === 'playing' && overlaps(box, playerBox(d.playerX))) {
      d.lives--;
      d.events.push({ type: 'playerHit' });
      if (d.lives <= 0) {
        d.status = 'gameOver';
        d.events.push({ type: 'gameOver' });
      } else {
        d.status = 'dying';
        d.statusTimerMs = DYING_MS;
      }
      continue;
    }
    kept.push(moved);
  }
  d.bombs = d.status === 'playing' ? kept : [];
}

function moveUfo(d: Draft, dtMs: number, random: () => number): void {
  if (d.ufo) {
    const x = d.ufo.x + (d.ufo.direction * UFO_SPEED * dtMs) / 1000;
    d.ufo = x < -UFO_WIDTH || x > FIELD_WIDTH ? null : { ...d.ufo, x };
    return;
  }
  d.ufoTimerMs -= dtMs;
  if (d.ufoTimerMs > 0 || aliveCount(d.formation) < 8) return;
  const direction = random() < 0.5 ? 1 : -1;
  d.ufo = {
    x: direction === 1 ? -UFO_WIDTH : FIELD_WIDTH,
    direction,
    points: UFO_POINTS[Math.floor(random() * UFO_POINTS.length)],
  };
  d.ufoTimerMs = 20000 + random() * 10000;
}
