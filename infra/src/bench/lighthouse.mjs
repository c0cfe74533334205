// Lighthouse (mobile preset) performance scores, each page measured on a fresh Chromium, the median
// of a few runs: one run of a simulated slow phone on a shared machine wanders by several points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS } from './chromium.mjs';

const RUNS = 3;

/**
 * The benchmark index of the phone Lighthouse means. Its fixed 4× slowdown is calibrated for a host of index
 * 1,500–2,000 (its throttling docs), which it moves into the mid-tier phone bracket: the middle of that host range,
 * slowed 4×. On another machine 4× simulates another phone, so the bench scales the slowdown from the machine's
 * own index instead, as those docs advise.
 */
const PHONE_INDEX = 1750 / 4;

/** Lighthouse's own reading of this machine's speed, from one unscored run. */
async function machineIndex(url) {
  const { benchmarkIndex } = await measureOnce(url, {});
  return benchmarkIndex;
}

/**
 * Each route's median run, at the CPU slowdown that makes this machine the phone Lighthouse means. A slowdown
 * below 1 is not possible: a machine slower than that phone measures as itself.
 */
export async function measureLighthouse(baseUrl, routes) {
  const index = await machineIndex(baseUrl + routes[0]);
  const cpuSlowdownMultiplier = Math.max(1, Math.round((index / PHONE_INDEX) * 10) / 10);
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

/** `throttling`: Lighthouse's own mobile settings with only the given ones changed. */
async function measureOnce(url, throttling) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      throttling: { ...constants.throttling.mobileSlow4G, ...throttling },
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const audit = (id) => lhr.audits[id]?.displayValue ?? '';
    const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
    if (lhr.runtimeError)
      return { error: lhr.runtimeError.code, score: 0, lcpMs: Infinity, clsValue: Infinity, benchmarkIndex };
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
      clsValue: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    };
  } finally {
    await chrome.kill();
  }
}
