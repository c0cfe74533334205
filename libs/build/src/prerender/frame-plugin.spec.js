import { inlineCss, insertFrame } from './frame-plugin.js';

describe('insertFrame', () => {
  it("writes the frame into the template's empty root", () => {
    expect(insertFrame('<body><div id="root"></div></body>', '<header>$&</header>')).toBe(
      '<body><div id="root"><header>$&</header></div></body>',
    );
  });

  it('refuses a template without an empty root', () => {
    expect(() => insertFrame('<body></body>', '<header></header>')).toThrow('has no <div id="root"></div>');
  });
});

describe('inlineCss', () => {
  it('keeps a stylesheet with absolute, rooted and data addresses as it is', () => {
    const css =
      '.a{background:url(/assets/a.svg)}.b{background:url("data:image/png;base64,AA")}.c{x:url(https://e.org/c)}';
    expect(inlineCss('main.css', css)).toBe(css);
  });

  it('refuses what would break inside the page: a relative url() or an early end of the element', () => {
    expect(() => inlineCss('main.css', '.a{background:url(assets/a.svg)}')).toThrow('relative url()');
    expect(() => inlineCss('main.css', ".a::after{content:'</style>'}")).toThrow('</style');
  });
});
