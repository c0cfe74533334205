import { sanitizeRendered } from './sanitize-rendered.js';

test('keeps the markup rendered markdown may hold and drops scripts, handlers and styles', () => {
  const html = sanitizeRendered(
    '<h2 style="color:red">Title</h2><p onclick="x()">a <a href="https://x.org">link</a></p>' +
      '<script>alert(1)</script><pre><code class="language-ts">a\n\nb</code></pre><img src="javascript:x" alt="no">',
  );
  expect(html).toBe(
    '<h2>Title</h2><p>a <a href="https://x.org" rel="noopener noreferrer">link</a></p>' +
      '<pre><code class="language-ts">a\n\nb</code></pre><img alt="no" />',
  );
});
