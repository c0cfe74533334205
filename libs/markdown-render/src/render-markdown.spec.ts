import { renderMarkdown } from './render-markdown.js';

test('GitHub tables, strike-through and bare links render', () => {
  const html = renderMarkdown('| a | b |\n| - | :-: |\n| 1 | 2 |\n\n~~old~~ see https://example.com');
  expect(html).toContain('<table>');
  expect(html).toContain('<th align="center">b</th>');
  expect(html).toContain('<td>1</td>');
  expect(html).toContain('<del>old</del>');
  expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>');
});

test('prose, lists, quotes, code and images keep their markup', () => {
  const html = renderMarkdown(
    '## Title\n\n*a* **b** `c`\n\n> quoted\n\n1. one\n2. two\n\n---\n\n![a cat](/cat.png "Cat")\n\n```ts\nconst x = 1;\n```',
  );
  for (const part of [
    '<h2>Title</h2>',
    '<em>a</em> <strong>b</strong> <code>c</code>',
    '<blockquote>',
    '<ol>',
    '<li>one</li>',
    '<hr />',
    '<img src="/cat.png" alt="a cat" title="Cat" />',
    '<pre><code class="language-ts">const x = 1;\n</code></pre>',
  ]) {
    expect(html).toContain(part);
  }
});

test('a mermaid fence becomes a code block with its text escaped', () => {
  expect(renderMarkdown('```mermaid\ngraph TD; A-->B<script>\n```')).toBe(
    '<pre><code class="language-mermaid">graph TD; A--&gt;B&lt;script&gt;\n</code></pre>\n',
  );
});

test('scripts, event handlers, frames and styles are removed', () => {
  const html = renderMarkdown(
    '<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>\n\n' +
      '<p style="color:red" onclick="alert(1)">styled</p>',
  );
  expect(html).not.toMatch(/script|alert|onerror|onclick|iframe|style=/i);
  expect(html).toContain('<img src="x.png" />');
  expect(html).toContain('<p>styled</p>');
});

test('only http, https, mailto and relative links survive, and only external ones get rel', () => {
  const html = renderMarkdown(
    '[js](javascript:alert(1)) [data](data:text/html,x) [proto](//evil.example) ' +
      '[mail](mailto:me@example.com) [page](/essays) [ext](http://example.com) <a href="/x" rel="opener">raw</a>',
  );
  expect(html).not.toMatch(/javascript|data:|evil/);
  expect(html).toContain('<a>js</a>');
  expect(html).toContain('<a href="mailto:me@example.com">mail</a>');
  expect(html).toContain('<a href="/essays">page</a>');
  expect(html).toContain('<a href="http://example.com" rel="noopener noreferrer">ext</a>');
  expect(html).toContain('<a href="/x">raw</a>');
});

test('images load only over http, https or a relative address', () => {
  const html = renderMarkdown(
    '![a](javascript:alert(1)) ![b](data:image/png;base64,AAAA) ![c](https://example.com/c.png)',
  );
  expect(html).toContain('<img alt="a" />');
  expect(html).toContain('<img alt="b" />');
  expect(html).toContain('<img src="https://example.com/c.png" alt="c" />');
});
