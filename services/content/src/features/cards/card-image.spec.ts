import { CardImages, cardSvg, wrapTitle } from './card-image.js';

describe('wrapTitle', () => {
  it('keeps words whole within the width', () => {
    expect(wrapTitle('What proof cannot reach', 12)).toEqual(['What proof', 'cannot reach']);
  });

  it('cuts a long title after the last line with an ellipsis', () => {
    expect(wrapTitle('one two three four five six', 4, 3)).toEqual(['one', 'two', 'three…']);
  });
});

it('escapes the title in the SVG', () => {
  const svg = cardSvg('Less <than> & more', 'Essay');
  expect(svg).toContain('Less &lt;than&gt; &amp; more');
  expect(svg).not.toContain('<than>');
});

it('draws a 1200×630 PNG once per title', async () => {
  const cards = new CardImages();
  const first = await cards.render('On doubt', 'Essay');
  expect(first.png.subarray(1, 4).toString()).toBe('PNG');
  expect([first.png.readUInt32BE(16), first.png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(await cards.render('On doubt', 'Essay')).toBe(first);
  expect((await cards.render('On certainty', 'Essay')).etag).not.toBe(first.etag);
});
