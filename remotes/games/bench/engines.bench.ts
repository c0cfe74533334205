import { Life } from '../src/features/game-of-life/engine';
import { MINES_LEVELS, generateBoard } from '../src/features/minesweeper/engine';
import { generateNonogram } from '../src/features/nonogram/engine';
import { LEVELS, generateSudoku } from '../src/features/sudoku/engine';

export interface BenchFigure {
  readonly name: string;
  readonly runs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  /** The p95 the engine is expected to stay under. */
  readonly targetMs: number | null;
  readonly pass: boolean;
}

const SEEDS = 100;
const WARM_UP = 5;
const LIFE_BATCH = 10;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** Times `run(i)` for i in [0, runs) after a few untimed warm-up calls (so the JIT has settled). */
function measure(name: string, runs: number, targetMs: number | null, run: (i: number) => void): BenchFigure {
  for (let i = 0; i < WARM_UP; i++) run(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95Ms = percentile(times, 0.95);
  return { name, runs, medianMs: percentile(times, 0.5), p95Ms, targetMs, pass: targetMs === null || p95Ms < targetMs };
}

const SUDOKU_TARGETS: Readonly<Record<string, number | null>> = { easy: null, medium: null, hard: 50, expert: null };

/** Engine timings over 100 seeds each; a larger bench can call this and aggregate the figures. */
export function runEngineBench(): BenchFigure[] {
  const figures: BenchFigure[] = [];
  for (const level of LEVELS) {
    figures.push(
      measure(`sudoku generate ${level}`, SEEDS, SUDOKU_TARGETS[level], (i) => generateSudoku(`bench-${i}`, level)),
    );
  }
  const expert = MINES_LEVELS.expert;
  const total = expert.width * expert.height;
  const centre = Math.floor(expert.height / 2) * expert.width + Math.floor(expert.width / 2);
  // Half the first clicks in the centre, half spread over the board (edges and corners are the harder case).
  const click = (i: number): number => (i & 1 ? centre : ((i + SEEDS) * 37) % total);
  figures.push(
    measure('minesweeper expert no-guess board', SEEDS, 200, (i) => generateBoard(`bench-${i}`, expert, click(i))),
  );
  figures.push(measure('nonogram 15x15 line-solvable', SEEDS, 100, (i) => generateNonogram(`bench-${i}`, 15)));
  const life = new Life(256, 256);
  life.randomFill('bench', 0.3);
  // A sample is 10 generations divided by 10: a single 0.7 ms step is too short to time without scheduler noise.
  const perGeneration = measure('life 256x256 one generation', SEEDS, 2, () => life.step(LIFE_BATCH));
  figures.push({
    ...perGeneration,
    medianMs: perGeneration.medianMs / LIFE_BATCH,
    p95Ms: perGeneration.p95Ms / LIFE_BATCH,
    pass: perGeneration.p95Ms / LIFE_BATCH < 2,
  });
  return figures;
}

function printTable(figures: readonly BenchFigure[]): void {
  const rows = figures.map((f) => [
    f.name,
    String(f.runs),
    f.medianMs.toFixed(2),
    f.p95Ms.toFixed(2),
    f.targetMs === null ? '-' : `< ${f.targetMs}`,
    f.pass ? 'ok' : 'SLOW',
  ]);
  const header = ['engine', 'runs', 'median ms', 'p95 ms', 'target p95', ''];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

if (process.argv[1]?.endsWith('engines.bench.ts')) printTable(runEngineBench());
