// The tests' Chromium through playwright-core, with the end-to-end tests' path and flags.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from '../../../src/bench/chromium.mjs';

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? TEST_BROWSER_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Resolves once the text shows on the page. A query the API client retries (three times, 1 + 2 + 4 s apart)
 * shows its failure only after the last try, hence the generous wait.
 */
export async function seeText(page, text, timeout = 20_000) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });
}

/**
 * Resolves once React has taken over the control (it carries React's props): a press on a control the server drew,
 * before the page has hydrated, would do nothing.
 */
export async function untilHydrated(locator, timeout = 20_000) {
  const control = await locator.elementHandle({ timeout });
  await locator
    .page()
    .waitForFunction((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')), control, {
      timeout,
    });
}
