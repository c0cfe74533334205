import { isEssaySlug } from './essay-slug.js';

test.each(['sharing-the-sacred', 'a', '2024-notes'])('%s is a slug', (slug) => {
  expect(isEssaySlug(slug)).toBe(true);
});

test.each(['', 'Sharing', 'with space', 'semi;colon', "quote'", '../etc', 'café', 'a\nb'])(
  '%j is not a slug',
  (slug) => {
    expect(isEssaySlug(slug)).toBe(false);
  },
);

test('a slug has at most 200 characters', () => {
  expect(isEssaySlug('x'.repeat(200))).toBe(true);
  expect(isEssaySlug('x'.repeat(201))).toBe(false);
});
