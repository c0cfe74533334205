import { describeFallback, stripMarkdown } from './describe-fallback.js';

describe('stripMarkdown', () => {
  test('keeps the words and drops the markup', () => {
    const markdown = [
      '---',
      'title: x',
      '---',
      '# A *heading*',
      '',
      'Some **bold**, _emphasis_, ~~gone~~ and `code` with a [link](https://example.com) and ![a cat](cat.png).',
      '',
      '> quoted',
      '',
      '- one',
      '2. two',
      '- [x] done',
      '',
      '***',
      '',
      '| a | b |',
      '| --- | :-: |',
      '| 1 | 2 |',
      '',
      '```mermaid',
      'graph TD; A-->B',
      '```',
      '',
      'Keep snake_case_names and <b>html</b> text.',
    ].join('\n');
    expect(stripMarkdown(markdown)).toBe(
      'A heading Some bold, emphasis, gone and code with a link and a cat. quoted one two done a b 1 2 ' +
        'Keep snake_case_names and html text.',
    );
  });
});

describe('describeFallback', () => {
  test('short content is returned whole, without an ellipsis', () => {
    expect(describeFallback('## Hello *world*')).toBe('Hello world');
  });

  test('content of exactly 160 characters is not cut', () => {
    const text = 'a'.repeat(160);
    expect(describeFallback(text)).toBe(text);
  });

  test('longer content keeps its first 160 characters plus an ellipsis', () => {
    const text = 'word '.repeat(50);
    const result = describeFallback(`**${text}**`);
    expect(result).toBe(`${'word '.repeat(32)}...`);
    expect(result.length).toBe(163);
  });

  test('counts characters, not UTF-16 halves, and takes another limit', () => {
    expect(describeFallback('😀😀😀😀', 3)).toBe('😀😀😀...');
  });
});
