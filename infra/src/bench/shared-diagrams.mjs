// What sharing mermaid saves a reader: the learn remote's code a lesson with a diagram downloads when opened first,
// against what it downloads after an essay has drawn a diagram (mermaid is then already on the page, from content).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT } from '../stack.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';

const gzipped = (url) => {
  const [, remote, file] = new URL(url).pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return gzipSync(readFileSync(path.join(ROOT, 'remotes', remote, 'dist', file)), { level: 9 }).length;
};

const DIAGRAM = 'main svg[id^="mermaid"]';

/** Gzipped bytes of the learn remote's scripts fetched while `visit` runs, once the lesson's diagram is drawn. */
async function learnBytes(browser, lessonTitle, visit) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (/\/remotes\/learn\/.+\.js$/.test(response.url())) scripts.add(response.url());
  });
  try {
    await visit(page, () => scripts.clear());
    // The lesson's heading first: until then the diagram on the page may still be the essay's.
    await page.getByRole('heading', { name: lessonTitle }).waitFor({ timeout: 30_000 });
    await page.locator(DIAGRAM).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...scripts].reduce((sum, url) => sum + gzipped(url), 0);
  } finally {
    await page.close();
  }
}

/** Follows the app's own router to `pathname`, as a click on a link would. */
const navigateInApp = (page, pathname) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);

export async function measureSharedDiagrams(baseUrl, { essay, lesson, lessonTitle }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const alone = await learnBytes(browser, lessonTitle, (page) => page.goto(baseUrl + lesson));
    const afterEssay = await learnBytes(browser, lessonTitle, async (page, reset) => {
      await page.goto(baseUrl + essay);
      await page.locator(DIAGRAM).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      reset();
      await navigateInApp(page, lesson);
    });
    return { alone, afterEssay, saved: alone - afterEssay };
  } finally {
    await browser.close();
  }
}
