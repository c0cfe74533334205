// Lighthouse (mobile preset) performance scores, each page measured on a fresh Chromium, the median
// of a few runs: one run of a simulated slow phone on a shared machine wanders by several points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';

const RUNS = 3;

export async function measureLighthouse(baseUrl, routes) {
  const results = [];
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(baseUrl + route));
    // A run Lighthouse could not finish (its runtime error) has no score: it is named, not counted.
    const finished = runs.filter((r) => !r.error).sort((a, b) => a.score - b.score);
    const median = finished[Math.floor((finished.length - 1) / 2)] ?? runs[0];
    results.push({ route, ...median, scores: runs.map((r) => r.error ?? r.score) });
  }
  return results;
}

async function measureOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const audit = (id) => lhr.audits[id]?.displayValue ?? '';
    if (lhr.runtimeError) return { error: lhr.runtimeError.code, score: 0, lcpMs: Infinity, clsValue: Infinity };
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Lighthouse's own reading of this machine's speed, which its simulated phone is scaled from.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
      clsValue: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    };
  } finally {
    await chrome.kill();
  }
}
