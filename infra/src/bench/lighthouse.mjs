// Lighthouse (mobile preset) performance scores, each page measured on a fresh Chromium, the median
// of a few runs: one run of a simulated slow phone on a shared machine wanders by several points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { CLS_MAX, LCP_MAX_MS, LIGHTHOUSE_MIN, TBT_MAX_MS } from './budgets.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';

/** Runs per route; LIGHTHOUSE_RUNS shortens a trial run. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * The benchmark index of the phone Lighthouse means. Its fixed 4× slowdown is calibrated for a host of index
 * 1,500–2,000 (its throttling docs), which it moves into the mid-tier phone bracket: the middle of that host range,
 * slowed 4×. On another machine 4× simulates another phone, so the bench scales the slowdown from the machine's
 * own index instead, as those docs advise.
 */
const PHONE_INDEX = 1750 / 4;

/** Unscored runs whose readings of the machine's speed give the median the slowdown is scaled from. */
const CALIBRATION_RUNS = 3;

/**
 * Lighthouse's own reading of this machine's speed: the median of a few unscored runs. One reading wandered from
 * 1,685 to 2,868 on the same idle machine within an hour, which made the simulated phone 3.9× or 6.5× slower.
 */
async function machineIndex(url) {
  const readings = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) readings.push((await measureOnce(url, {})).benchmarkIndex);
  const measured = readings.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor((measured.length - 1) / 2)] : NaN;
}

/**
 * Each route's median run, at the CPU slowdown that makes this machine the phone Lighthouse means. A slowdown
 * below 1 is not possible: a machine slower than that phone measures as itself. Without a reading of the machine,
 * Lighthouse's own 4× stands.
 */
export async function measureLighthouse(baseUrl, routes) {
  const index = await machineIndex(baseUrl + routes[0]);
  const cpuSlowdownMultiplier = Number.isFinite(index)
    ? Math.max(1, Math.round((index / PHONE_INDEX) * 10) / 10)
    : constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
  const results = [];
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(baseUrl + route, { cpuSlowdownMultiplier }));
    // A run Lighthouse could not finish (its runtime error) has no score: it is named, not counted.
    const finished = runs.filter((r) => !r.error).sort((a, b) => a.score - b.score);
    const median = finished[Math.floor((finished.length - 1) / 2)] ?? runs[0];
    results.push({ route, ...median, scores: runs.map((r) => r.error ?? r.score) });
  }
  return { cpuSlowdownMultiplier, benchmarkIndex: index, results };
}

const unfinished = (error, benchmarkIndex = NaN) => ({
  error,
  score: 0,
  tbtMs: Infinity,
  lcpMs: Infinity,
  clsValue: Infinity,
  benchmarkIndex,
});

/** `throttling`: Lighthouse's own mobile settings with only the given ones changed. A run that throws is unfinished. */
async function measureOnce(url, throttling) {
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      throttling: { ...constants.throttling.mobileSlow4G, ...throttling },
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const audit = (id) => lhr.audits[id]?.displayValue ?? '';
    const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
    if (lhr.runtimeError) return unfinished(lhr.runtimeError.code, benchmarkIndex);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Infinity,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
      clsValue: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    };
  } catch (error) {
    return unfinished(error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await chrome?.kill();
  }
}

/** Two lines a route: score, TBT, LCP and CLS, and the budgets among them it misses; then FCP and each run's score. */
export function lighthouseLines(results) {
  const width = Math.max(34, ...results.map((r) => r.route.length + 1));
  const lines = [];
  for (const r of results) {
    if (r.error) {
      lines.push(`${r.route.padEnd(width)} no run finished: ${r.scores.join(', ')}`);
      continue;
    }
    const missed = [
      r.score < LIGHTHOUSE_MIN && 'score',
      r.tbtMs > TBT_MAX_MS && 'TBT',
      r.lcpMs > LCP_MAX_MS && 'LCP',
      r.clsValue > CLS_MAX && 'CLS',
    ].filter(Boolean);
    lines.push(
      `${r.route.padEnd(width)} score ${String(r.score).padStart(3)}, TBT ${r.tbt}, LCP ${r.lcp}, CLS ${r.cls}  ${
        missed.length ? `OVER BUDGET: ${missed.join(', ')}` : 'within budget'
      }`,
      `${''.padEnd(width)} FCP ${r.fcp}; runs ${r.scores.join(', ')}`,
    );
  }
  return lines;
}
