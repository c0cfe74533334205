import { MarkdownRenderer, RENDERED_MAX } from './markdown-renderer.js';

test('renders the HTML and the description fallback', () => {
  expect(new MarkdownRenderer().render('a', '# Hello *world*')).toEqual({
    html: '<h1>Hello <em>world</em></h1>\n',
    description: 'Hello world',
  });
});

test('the same text is rendered once; changed text again', () => {
  const renderer = new MarkdownRenderer();
  const first = renderer.render('a', 'one');
  expect(renderer.render('a', 'one')).toBe(first);
  const changed = renderer.render('a', 'two');
  expect(changed.html).toBe('<p>two</p>\n');
  expect(renderer.render('a', 'two')).toBe(changed);
});

test('keeps at most RENDERED_MAX bodies, dropping the least recently read', () => {
  const renderer = new MarkdownRenderer();
  const first = renderer.render('first', 'text');
  for (let i = 0; i < RENDERED_MAX; i += 1) renderer.render(`key-${i}`, 'text');
  expect(renderer.render('key-1', 'text')).toBe(renderer.render('key-1', 'text'));
  expect(renderer.render('first', 'text')).not.toBe(first);
});
