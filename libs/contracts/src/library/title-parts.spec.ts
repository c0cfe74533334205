import { titleParts } from './title-parts.js';

describe('titleParts', () => {
  it('splits a title at its first ": " into the title and its subtitle', () => {
    expect(titleParts('Incompleteness Without Mysticism: What Gödel’s Theorems Do and Do Not Show')).toEqual({
      title: 'Incompleteness Without Mysticism',
      subtitle: 'What Gödel’s Theorems Do and Do Not Show',
    });
    expect(titleParts('Two Clocks: Lecture Notes: Physical and Lived Time')).toEqual({
      title: 'Two Clocks',
      subtitle: 'Lecture Notes: Physical and Lived Time',
    });
  });

  it('leaves a title without a subtitle whole', () => {
    for (const title of ['A Reading Guide to Hermeneutics', 'Meeting at 10:30', ': A Subtitle Alone', 'A Title: ']) {
      expect(titleParts(title)).toEqual({ title, subtitle: null });
    }
  });
});
