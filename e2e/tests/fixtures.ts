import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** After `goto`, the page waits until React has hydrated what the server drew (see `hydrated`). */
function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await hydrated(page);
    return response;
  };
}

async function prepare(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(installHydrationProbe, CONTROLS);
  context.pages().forEach(waitForHydrationOnGoto);
  context.on('page', waitForHydrationOnGoto);
  return context;
}

/**
 * Playwright's `test`, whose pages (the fixture's, and any a test opens) wait after `goto` until React has hydrated
 * what the server drew: a press on a server-drawn button before then would do nothing, so a test must not make one
 * (except one that means to, and goes with `waitUntil: 'commit'` or `'domcontentloaded'`). Sections the page draws
 * only when scrolled to are left alone (`scrollToSection` waits for them).
 */
export const test = base.extend<object, object>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => prepare(await newContext(options));
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, provide) => {
    await provide(await prepare(context));
  },
  // A failure on a busy CI is read from its log alone: what the page showed and what went wrong on its way there.
  page: async ({ page }, provide, testInfo) => {
    const troubles: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        troubles.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      troubles.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 500)
        troubles.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await provide(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const headings = await page
      .locator('h1')
      .allInnerTexts()
      .catch(() => []);
    console.log(
      [
        `When "${testInfo.title}" failed the page was ${page.url()}, its h1 ${JSON.stringify(headings)}`,
        ...troubles.slice(-30),
      ].join('\n'),
    );
  },
});

export { expect };
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  ConsoleMessage,
  Locator,
  Page,
  Request,
} from '@playwright/test';

const CONTROLS = 'a[href], button, input, select, textarea, summary';

interface HydrationProbe {
  /** The controls the server drew, kept at DOMContentLoaded. */
  serverControls?: Element[];
  /** Whether React holds `element`: it carries React's own properties, or sits in markup React wrote as HTML. */
  reactAdopted?: (element: Element) => boolean;
}

/** Runs in the page: keeps the controls the server drew, and how to tell later whether React has adopted one. */
function installHydrationProbe(controls: string) {
  const probe = window as unknown as HydrationProbe;
  const own = (node: Element, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix));
  probe.reactAdopted = (element) => {
    if (own(element, '__reactFiber$')) return true;
    // An essay's rendered body: React holds the element it wrote the HTML into, not what is inside.
    for (let node = element.parentElement; node; node = node.parentElement) {
      const props = own(node, '__reactProps$');
      // A section left for later keeps the server's HTML the same way until it is drawn (WhenNear).
      if (props && node.hasAttribute('data-when-near')) return false;
      if (props) {
        return Boolean(
          (node as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[props]?.dangerouslySetInnerHTML,
        );
      }
    }
    return false;
  };
  document.addEventListener('DOMContentLoaded', () => {
    probe.serverControls = [...document.querySelectorAll('#root')].flatMap((root) => [
      ...root.querySelectorAll(controls),
    ]);
  });
}

/** Resolves once React has adopted every control the server drew (or the control is gone). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const { serverControls, reactAdopted } = window as unknown as HydrationProbe;
      // No list after the page's load: its scripts do not run (a test with JavaScript off), so nothing will hydrate.
      if (!serverControls || !reactAdopted) return true;
      return serverControls.every(
        (control) => !control.isConnected || control.closest('[data-when-near]') !== null || reactAdopted(control),
      );
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** Resolves once React has adopted every control inside `area` (a section drawn when scrolled to). */
export async function hydratedWithin(area: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        area.evaluate((element, controls) => {
          const { reactAdopted } = window as unknown as HydrationProbe;
          return [...element.querySelectorAll(controls)].every((control) => reactAdopted?.(control) ?? true);
        }, CONTROLS),
      { timeout: 20_000 },
    )
    .toBe(true);
}
