import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS } from './chromium.mjs';
const base = process.env.BASE ?? 'http://localhost:4180';
const routes = (process.env.ROUTES ?? '/essays').split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const SLOW = Number(process.env.SLOW ?? 8.7);
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor((s.length - 1) / 2)]; };
for (const route of routes) {
  const rs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      const { lhr } = await lighthouse(base + route, { port: chrome.port, throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: SLOW }, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const n = (id) => lhr.audits[id]?.numericValue;
      const r = { score: Math.round(lhr.categories.performance.score * 100), fcp: n('first-contentful-paint'), lcp: n('largest-contentful-paint'), tbt: n('total-blocking-time'), cls: n('cumulative-layout-shift'), bi: lhr.environment.benchmarkIndex };
      rs.push(r);
      if (process.env.LONG) {
        const items = lhr.audits['long-tasks']?.details?.items ?? [];
        console.log(`  run ${i} score ${r.score} tbt ${Math.round(r.tbt)}: ` + items.slice(0, 12).map((t) => `${String(t.url).split('/').pop().slice(0, 30)}@${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(' '));
      }
    } finally { await chrome.kill(); }
  }
  console.log(`${route}: score ${med(rs.map((r) => r.score))} [${rs.map((r) => r.score)}] TBT ${Math.round(med(rs.map((r) => r.tbt)))} [${rs.map((r) => Math.round(r.tbt))}] LCP ${Math.round(med(rs.map((r) => r.lcp)))} FCP ${Math.round(med(rs.map((r) => r.fcp)))} CLS ${med(rs.map((r) => r.cls)).toFixed(3)} BI ${Math.round(med(rs.map((r) => r.bi)))}`);
}
