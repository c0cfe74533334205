import { renderMarkdown } from '@site/markdown-render';
import { withHeadingIds } from './document-html.js';

describe('withHeadingIds', () => {
  it('gives rendered headings GitHub-style ids and answers the outline, the shallowest level as 1', () => {
    const html = renderMarkdown(
      [
        '## Why a guide',
        'Text.',
        '### Schleiermacher & Dilthey',
        'More.',
        '## Why a guide',
        '## “Quoted” <b>bold</b>',
      ].join('\n\n'),
    );
    const { html: withIds, outline } = withHeadingIds(html);
    expect(outline).toEqual([
      { title: 'Why a guide', level: 1, target: 'why-a-guide' },
      { title: 'Schleiermacher & Dilthey', level: 2, target: 'schleiermacher--dilthey' },
      { title: 'Why a guide', level: 1, target: 'why-a-guide-1' },
      { title: '“Quoted” bold', level: 1, target: 'quoted-bold' },
    ]);
    expect(withIds).toContain('<h2 id="why-a-guide">Why a guide</h2>');
    expect(withIds).toContain('<h3 id="schleiermacher--dilthey">Schleiermacher &amp; Dilthey</h3>');
    expect(withIds).toContain('<h2 id="why-a-guide-1">');
  });

  it('leaves a document without headings as it was', () => {
    expect(withHeadingIds('<p>Only prose.</p>')).toEqual({ html: '<p>Only prose.</p>', outline: [] });
  });
});
