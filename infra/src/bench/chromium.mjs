// DESIGN "Versions and pitfalls": Debian's Chromium with the flags this closed network needs.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What the end-to-end and fault tests run in: Debian's build of Chromium's headless shell, as Playwright's own headless
 * runs use. The same engine without the browser's interface, which took the e2e suite a third longer. The bench's
 * Lighthouse runs the full browser, `/usr/bin/chromium`.
 */
export const TEST_BROWSER_PATH = '/usr/bin/chromium-headless-shell';
