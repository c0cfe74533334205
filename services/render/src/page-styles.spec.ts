import { INLINE_CSS_MAX_BYTES, pageStyle } from './page-styles.js';

test('a small stylesheet goes into the page; a large one, one that could end its element or an unread one is linked', () => {
  expect(pageStyle('/a.css', '.a{color:red}')).toEqual({ href: '/a.css', text: '.a{color:red}' });
  expect(pageStyle('/b.css', `.b{content:"${'x'.repeat(INLINE_CSS_MAX_BYTES)}"}`)).toEqual({ href: '/b.css' });
  expect(pageStyle('/c.css', '.c::after{content:"</style>"}')).toEqual({ href: '/c.css' });
  expect(pageStyle('/d.css', null)).toEqual({ href: '/d.css' });
});
