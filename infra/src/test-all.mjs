// `npm test`: every check and suite. Two lanes run side by side (this machine has two cores, and the end-to-end and
// fault suites spend most of their time waiting on browsers and processes); each stage's output goes to a log file,
// its time is printed when it ends, and a failed stage's log is printed whole.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

/** Each lane is a list of npm scripts run in order, the two lanes about equally long in CI. */
const LANES = [
  ['build', 'test:e2e', 'test:faults', 'lint'],
  ['typecheck', 'test:unit', 'test:integration'],
];
/** What runs the built apps waits for the build, in whichever lane it is. */
const NEEDS_BUILD = new Set(['test:integration', 'test:e2e', 'test:faults']);

const LOG_DIR = path.join(ROOT, 'test-results', 'logs');
const SCRIPTS = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
/**
 * An Nx stage's log keeps every task's output, each line named by its project, not only the failures'. A stage
 * after the build does not run the build again: Nx would restore its outputs from the cache, replacing every file
 * of every `dist/` while the other lane's apps are starting from them (CI's end-to-end run once found a file of
 * `libs/contracts/dist` gone).
 */
const argsOf = (stage) =>
  SCRIPTS[stage].startsWith('nx ')
    ? ['--', '--output-style=stream', ...(NEEDS_BUILD.has(stage) ? ['--excludeTaskDependencies'] : [])]
    : [];
const started = Date.now();
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

const finished = new Map();
const waiters = new Map();
const done = (stage) =>
  finished.has(stage)
    ? Promise.resolve()
    : new Promise((resolve) => waiters.set(stage, [...(waiters.get(stage) ?? []), resolve]));

function run(stage) {
  const logFile = path.join(LOG_DIR, `${stage.replace(':', '-')}.log`);
  const log = createWriteStream(logFile);
  const began = Date.now();
  console.log(`▶ ${stage}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage, ...argsOf(stage)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('exit', (code) => {
      log.end(() => {
        const ok = code === 0;
        console.log(`${ok ? '✔' : '✖'} ${stage} ${ok ? 'passed' : 'FAILED'} in ${clock(Date.now() - began)}`);
        if (!ok)
          console.log(
            `\n──── ${stage}: ${logFile} ────\n${readFileSync(logFile, 'utf8')}\n──── end of ${stage} ────\n`,
          );
        finished.set(stage, ok);
        for (const wake of waiters.get(stage) ?? []) wake();
        resolve(ok);
      });
    });
  });
}

async function runLane(stages) {
  for (const stage of stages) {
    if (NEEDS_BUILD.has(stage)) {
      await done('build');
      // Without a build it would only fail again, less clearly.
      if (!finished.get('build')) {
        console.log(`– ${stage} not run: the build failed`);
        finished.set(stage, false);
        continue;
      }
    }
    // A failed stage does not stop its lane, so one failure does not hide another.
    await run(stage);
  }
}

mkdirSync(LOG_DIR, { recursive: true });
await Promise.all(LANES.map(runLane));
const failed = [...finished].filter(([, ok]) => !ok).map(([stage]) => stage);
console.log(
  `\n${failed.length ? `✖ ${failed.join(', ')} failed` : '✔ all passed'}; npm test took ${clock(Date.now() - started)}`,
);
process.exit(failed.length ? 1 : 0);
