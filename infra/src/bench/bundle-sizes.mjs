// Gzipped JavaScript each route's first screen loads, split into the shell and each remote.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from '../stack.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';

function localFileFor(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return remote ? path.join(ROOT, 'remotes', remote[1], 'dist', remote[2]) : path.join(ROOT, 'shell', 'dist', pathname);
}

const ownerOf = (url) => new URL(url).pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';

export async function measureBundles(baseUrl, routes) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
          scripts.add(response.url());
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const byOwner = {};
      for (const url of scripts) {
        const bytes = gzipSync(readFileSync(localFileFor(url)), { level: 9 }).length;
        byOwner[ownerOf(url)] = (byOwner[ownerOf(url)] ?? 0) + bytes;
      }
      results.push({ route, byOwner, total: Object.values(byOwner).reduce((a, b) => a + b, 0) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
