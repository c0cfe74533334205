import { clothFor, coverSvg } from './book-cover.js';

describe('coverSvg', () => {
  it('writes the title, author and year, escaped, on a 400×600 cover', () => {
    const svg = coverSvg({ title: 'Proofs & <Refutations>', author: 'Imre Lakatos', year: 1976 });
    expect(svg).toContain('width="400" height="600"');
    expect(svg).toContain('>Proofs &amp;</tspan>');
    expect(svg).toContain('>&lt;Refutations&gt;</tspan>');
    expect(svg).toContain('Imre Lakatos');
    expect(svg).toContain('>1976</text>');
  });

  it('gives a book the same cloth every time', () => {
    expect(clothFor('Meditations')).toBe(clothFor('Meditations'));
    expect(coverSvg({ title: 'Meditations', author: 'Marcus Aurelius', year: 180 })).toContain(
      `fill="${clothFor('Meditations')}"`,
    );
  });
});
