import { PageMeta } from '@site/shell-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { Button } from '@site/ui';
import { randomSeed } from '../shared/engine';
import { GameStatus } from '../shared/ui/GameStatus';
import { useBestOnce } from '../shared/ui/use-best-once';
import { usePageVisible } from '../shared/ui/use-page-visible';
import { drawField } from './draw-field';
import { newInvadersGame, START_LIVES, step, STEP_MS, type InvadersState } from './engine';
import { advance } from './fixed-step';
import { useInvadersControls } from './use-invaders-controls';
import '../shared/ui/game-screen.css';
import './invaders.css';

/** The level part of the high-score key; the game has a single mode. */
const SCORE_LEVEL = 'standard';

interface Hud {
  /** Names the game, so its final score is recorded once. */
  seed: string;
  score: number;
  lives: number;
  wave: number;
  over: boolean;
}

const hudOf = (s: InvadersState): Hud => ({
  seed: s.seed,
  score: s.score,
  lives: s.lives,
  wave: s.wave,
  over: s.status === 'gameOver',
});

/** What every new game shows before its first step; no game is dealt yet (its seed is empty). */
const NEW_GAME_HUD: Hud = { seed: '', score: 0, lives: START_LIVES, wave: 1, over: false };

// The canvas redraws every frame; the page re-renders only when what it shows changes.
const sameHud = (a: Hud, b: Hud) => (Object.keys(a) as (keyof Hud)[]).every((key) => a[key] === b[key]);

export default function InvadersPage() {
  // Dealt from a random seed at the first draw, after mount: the server and the hydrating browser both show a new
  // game's HUD, and the canvas is drawn in the browser only.
  const game = useRef<InvadersState | null>(null);
  const dealt = useCallback(() => (game.current ??= newInvadersGame(randomSeed())), []);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hud, setHud] = useState<Hud>(NEW_GAME_HUD);
  const [paused, setPaused] = useState(false);
  const visible = usePageVisible();
  const best = useBestOnce('space-invaders', SCORE_LEVEL, 'higher', {
    finished: hud.over,
    id: hud.seed,
    value: hud.score,
  });
  const togglePause = useCallback(() => setPaused((p) => !p), []);
  const { input, hold } = useInvadersControls(togglePause);

  useEffect(() => {
    if (!visible) setPaused(true);
  }, [visible]);

  const render = useCallback(() => {
    const current = dealt();
    if (canvasRef.current) drawField(canvasRef.current, current);
    const next = hudOf(current);
    setHud((h) => (sameHud(h, next) ? h : next));
  }, [dealt]);

  useEffect(() => {
    render();
    if (paused || hud.over) return;
    let frame = 0;
    let last = performance.now();
    let accumulated = 0;
    const tick = (now: number) => {
      accumulated += now - last;
      last = now;
      const result = advance(dealt(), accumulated, STEP_MS, (s) => step(s, input.current, STEP_MS));
      game.current = result.state;
      accumulated = result.remainder;
      if (result.steps) render();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [paused, hud.over, input, render, dealt]);

  const restart = () => {
    game.current = newInvadersGame(randomSeed());
    setPaused(false);
    render();
  };

  return (
    <article className="games-screen games-invaders">
      <PageMeta {...PAGE_HEADS.spaceInvaders} path={pathTo('spaceInvaders')} />
      <h1>Space Invaders</h1>
      <p className="games-screen__intro">← → or A D to move, Space to fire, P or Escape to pause.</p>
      <dl className="games-stats">
        <div>
          <dt>Score</dt>
          <dd data-testid="score">{hud.score}</dd>
        </div>
        <div>
          <dt>Lives</dt>
          <dd data-testid="lives">{hud.lives}</dd>
        </div>
        <div>
          <dt>Wave</dt>
          <dd data-testid="wave">{hud.wave}</dd>
        </div>
        <div>
          <dt>High score</dt>
          <dd data-testid="high-score">{Math.max(best ?? 0, hud.score)}</dd>
        </div>
      </dl>
      <div className="games-toolbar">
        <Button variant="secondary" size="sm" onClick={togglePause} disabled={hud.over}>
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button variant="secondary" size="sm" onClick={restart}>
          Restart
        </Button>
      </div>
      <GameStatus heading={hud.over ? 'Game over' : null} tone="loss">
        <p className="games-message">Final score {hud.score}.</p>
        <Button onClick={restart}>Play again</Button>
      </GameStatus>
      <div className="games-invaders__stage">
        <canvas
          ref={canvasRef}
          className="games-invaders__canvas"
          role="img"
          aria-label={`Space Invaders field: wave ${hud.wave}, score ${hud.score}, ${hud.lives} lives`}
        />
        {paused && !hud.over ? (
          <p className="games-invaders__paused" role="status">
            Paused
          </p>
        ) : null}
      </div>
      <div className="games-invaders__touch" aria-label="Touch controls" role="group">
        <Button variant="secondary" aria-label="Move left" {...hold('left')}>
          ◀
        </Button>
        <Button aria-label="Fire" {...hold('fire')}>
          Fire
        </Button>
        <Button variant="secondary" aria-label="Move right" {...hold('right')}>
          ▶
        </Button>
      </div>
    </article>
  );
}
