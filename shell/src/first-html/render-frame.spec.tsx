/** @jest-environment node */
import { PAGE_MAIN_MARKER } from './markers';
import { renderFrame } from './render-frame';

// Rendered in Node, as the build does: no window, no document.
const frame = renderFrame();

test('the frame carries the banner, the header as a visitor sees it, and the footer', () => {
  expect(frame).toContain('>STOP GENOCIDE NOW</a>');
  expect(frame).toContain('<header class="site-header">');
  expect(frame).toContain('aria-label="Commonplace, home"');
  expect(frame).toMatch(/<a [^>]*href="\/auth"[^>]*>Login<\/a>/);
  expect(frame).toContain('<footer class="site-footer">');
});

test('the main area holds the marker the gateway fills, inside the element the app reads back', () => {
  expect(frame).toContain(
    `<main id="main-content" class="site-main" tabindex="-1"><div class="page-transition"><div data-page-main="">${PAGE_MAIN_MARKER}</div></div></main>`,
  );
  expect(frame.split(PAGE_MAIN_MARKER)).toHaveLength(2);
});

test('the side menu is closed, no link is marked current and nothing is loading', () => {
  expect(frame).not.toContain('role="dialog"');
  expect(frame).not.toContain('aria-current');
  expect(frame).not.toContain('aria-busy');
});
