import { escapeHtml, scriptJson } from './html-escape.js';

describe('escapeHtml and scriptJson', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON with no `<`, which still parses to the same value', () => {
    const value = { text: '</script><!-- x' };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
