// A steady flow of GETs through the gateway while a fault happens: each answer's path, status, when it was
// asked and how long it took, so a test can say what failed, when, and that nothing hung.
import { timedFetch } from './timed-fetch.mjs';

/**
 * Starts `concurrency` loops, each asking the paths in turn until `stop()`; `timeoutMs` cuts a request that
 * hangs (its status is then 0).
 * @param {string} base
 * @param {string[]} paths
 */
export function startTraffic(base, paths, { concurrency = 4, timeoutMs = 30_000 } = {}) {
  const answers = [];
  let running = true;
  const loop = async (offset) => {
    for (let n = offset; running; n += 1) {
      const path = paths[n % paths.length];
      const at = Date.now();
      const { status, type, age, text, ms } = await timedFetch(base + path, { timeoutMs });
      answers.push({ path, at, status, type, age, text, ms });
    }
  };
  const loops = Array.from({ length: concurrency }, (_, i) => loop(i));
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/**
 * Whether the gateway's shared cache gave this answer without asking its service: allowed for the second the
 * service offers it for (`s-maxage=1`) and the one after while a request asks again, so one kept from before a
 * fault may still be given just after it.
 */
export const keptFromBefore = (answer) => answer.status === 200 && answer.age !== null && Number(answer.age) <= 2;

/**
 * Polls until each path answers its expected status, so a test waits for recovery without fixed sleeps.
 * @param {string} base
 * @param {Record<string, number>} expected status by path
 */
export async function untilAnswering(base, expected, timeoutMs = 30_000) {
  const started = Date.now();
  let wrong = [];
  while (Date.now() - started < timeoutMs) {
    const answers = await Promise.all(
      Object.keys(expected).map(async (path) => ({ path, ...(await timedFetch(base + path)) })),
    );
    wrong = answers.filter((answer) => answer.status !== expected[answer.path]);
    if (wrong.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const last = wrong.map(({ path, status, text }) => `${path} ${status} ${text.slice(0, 120)}`).join('; ');
  throw new Error(`not every path answered as expected within ${timeoutMs} ms: ${last}`);
}
