// The first build takes minutes: one line per project as it finishes, rather than webpack's output for fifteen builds.
import { spawn } from 'node:child_process';

const DONE = /^\s*([✔✖])\s+nx run (\S+):build(.*)$/;
const PROJECTS = /Running target build for (\d+) projects?/;

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs `nx run-many -t build` and prints `[7/15] remote-games built (0:21 in)` as each project finishes (or `from
 * the cache`). A failed build prints its whole output. Resolves when all are built; rejects if one failed.
 * @param {{ cwd: string, write?: (line: string) => void }} options
 */
export function buildWithProgress({ cwd, write = (line) => process.stdout.write(`${line}\n`) }) {
  const started = Date.now();
  // One line per finished task, and a failed task's whole output.
  const nx = spawn('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static-failures-only'], {
    cwd,
    env: { ...process.env, FORCE_COLOR: '0', NX_TUI: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let total = 0;
  let done = 0;
  const failures = [];
  let transcript = '';
  const onLine = (line) => {
    transcript += `${line}\n`;
    const count = PROJECTS.exec(line);
    if (count) {
      total = Number(count[1]);
      write(`Building ${total} projects (the first build takes a few minutes; later ones reuse Nx's cache)`);
      return;
    }
    const finished = DONE.exec(line);
    if (!finished) return;
    const [, mark, project, note] = finished;
    done += 1;
    const name = project.replace(/^@site\//, '');
    const how = /cache/.test(note) ? 'from the cache' : `${seconds(Date.now() - started)} in`;
    const width = String(total).length;
    write(`[${String(done).padStart(width)}/${total}] ${name} ${mark === '✔' ? 'built' : 'FAILED'} (${how})`);
    if (mark === '✖') failures.push(name);
  };
  let rest = '';
  const take = (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    lines.forEach(onLine);
  };
  nx.stdout.setEncoding('utf8').on('data', take);
  nx.stderr.setEncoding('utf8').on('data', take);
  return new Promise((resolve, reject) => {
    nx.once('error', reject);
    nx.once('exit', (code) => {
      if (rest) onLine(rest);
      if (code === 0) {
        write(`Built in ${seconds(Date.now() - started)}.`);
        return resolve();
      }
      process.stderr.write(transcript);
      reject(new Error(`The build failed${failures.length ? ` (${failures.join(', ')})` : ''}; its output is above.`));
    });
  });
}
