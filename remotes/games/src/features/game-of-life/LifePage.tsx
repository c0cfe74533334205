import { PageMeta } from '@site/shell-api';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { Button } from '@site/ui';
import { randomSeed } from '../shared/engine';
import { SelectField } from '../shared/ui/SelectField';
import { usePageVisible } from '../shared/ui/use-page-visible';
import { drawBoard } from './draw-board';
import { Life, PATTERNS, patternById } from './engine';
import { cellAtPoint, centredOrigin, generationsDue } from './loop';
import '../shared/ui/game-screen.css';
import './life.css';

export const BOARD_WIDTH = 128;
export const BOARD_HEIGHT = 96;
const PATTERN_OPTIONS = PATTERNS.map((p) => ({ value: p.id, label: p.name }));

export default function LifePage() {
  const [life] = useState(() => new Life(BOARD_WIDTH, BOARD_HEIGHT));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [, setVersion] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(10);
  const [wrap, setWrap] = useState(life.wrap);
  const [patternId, setPatternId] = useState('glider');
  const visible = usePageVisible();
  const painting = useRef<boolean | null>(null);

  /** Redraws the canvas and re-renders the counters after the board changed. */
  const refresh = useCallback(() => {
    if (canvasRef.current) drawBoard(canvasRef.current, life);
    setVersion((v) => v + 1);
  }, [life]);

  useEffect(() => {
    refresh();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => drawBoard(canvas, life));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [life, refresh]);

  useEffect(() => {
    if (!playing || !visible) return;
    let frame = 0;
    let last = performance.now();
    let accumulated = 0;
    const tick = (now: number) => {
      accumulated += now - last;
      last = now;
      const { steps, remainder } = generationsDue(accumulated, speed);
      accumulated = remainder;
      if (steps) {
        life.step(steps);
        refresh();
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, visible, speed, life, refresh]);

  const cellFromEvent = (event: PointerEvent<HTMLCanvasElement>) =>
    cellAtPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect(), life.width, life.height);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const cell = cellFromEvent(event);
    if (!cell) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // A drag paints what the first cell turned into, so one stroke either draws or erases.
    painting.current = !life.get(cell.x, cell.y);
    life.set(cell.x, cell.y, painting.current);
    refresh();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (painting.current === null) return;
    const cell = cellFromEvent(event);
    if (!cell || life.get(cell.x, cell.y) === painting.current) return;
    life.set(cell.x, cell.y, painting.current);
    refresh();
  };

  const stopPainting = () => {
    painting.current = null;
  };

  const placePattern = (id: string) => {
    setPatternId(id);
    const pattern = patternById(id);
    const origin = centredOrigin(life, pattern);
    life.place(pattern, origin.x, origin.y);
    refresh();
  };

  const population = life.population();

  return (
    <article className="games-screen games-life">
      <PageMeta {...PAGE_HEADS.gameOfLife} path={pathTo('gameOfLife')} />
      <h1>Game of Life</h1>
      <p className="games-screen__intro">
        Click or drag on the board to draw cells, or place a pattern, then press Play.
      </p>
      <div className="games-toolbar">
        <Button size="sm" onClick={() => setPlaying((p) => !p)}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            life.step();
            refresh();
          }}
        >
          Step
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            life.clear();
            setPlaying(false);
            refresh();
          }}
        >
          Clear
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            life.randomFill(randomSeed());
            refresh();
          }}
        >
          Random
        </Button>
      </div>
      <div className="games-toolbar">
        <SelectField label="Pattern" value={patternId} options={PATTERN_OPTIONS} onChange={setPatternId} />
        <Button variant="secondary" size="sm" onClick={() => placePattern(patternId)}>
          Place pattern
        </Button>
        <label className="games-field">
          <span>Speed</span>
          <input
            type="range"
            min={1}
            max={60}
            value={speed}
            onChange={(event) => setSpeed(Number(event.target.value))}
            aria-valuetext={`${speed} generations per second`}
          />
          <output>{speed}/s</output>
        </label>
        <label className="games-field">
          <input
            type="checkbox"
            checked={wrap}
            onChange={(event) => {
              life.wrap = event.target.checked;
              setWrap(event.target.checked);
            }}
          />
          <span>Wrap around edges</span>
        </label>
      </div>
      <dl className="games-stats">
        <div>
          <dt>Generation</dt>
          <dd data-testid="generation">{life.generation}</dd>
        </div>
        <div>
          <dt>Population</dt>
          <dd data-testid="population">{population}</dd>
        </div>
      </dl>
      <canvas
        ref={canvasRef}
        className="games-life__canvas"
        role="img"
        aria-label={`Life board, ${life.width} by ${life.height} cells, generation ${life.generation}, ${population} alive`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stopPainting}
        onPointerCancel={stopPainting}
      />
    </article>
  );
}
