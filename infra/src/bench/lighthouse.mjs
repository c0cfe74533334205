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
    runs.sort((a, b) => a.score - b.score);
    results.push({ route, ...runs[Math.floor(RUNS / 2)], scores: runs.map((r) => r.score) });
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
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
      clsValue: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    };
  } finally {
    await chrome.kill();
  }
}
