// Lighthouse (mobile preset) performance scores, each page measured on a fresh Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';

export async function measureLighthouse(baseUrl, routes) {
  const results = [];
  for (const route of routes) {
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const { lhr } = await lighthouse(baseUrl + route, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const audit = (id) => lhr.audits[id]?.displayValue ?? '';
      results.push({
        route,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
        clsValue: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
