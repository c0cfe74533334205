import { readingMinutes, WORDS_PER_MINUTE } from './reading-time.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

test('an empty or short body takes a minute', () => {
  expect(readingMinutes('')).toBe(1);
  expect(readingMinutes('## A title\n\nTwo words.')).toBe(1);
});

test('minutes are the words at the reading pace, rounded up', () => {
  expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1);
  expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
  expect(readingMinutes(words(WORDS_PER_MINUTE * 7))).toBe(7);
});

test('markdown marks and punctuation are not words; contractions are one', () => {
  expect(readingMinutes(`**${words(WORDS_PER_MINUTE)}** — *,* > - [ ]`)).toBe(1);
  expect(readingMinutes(`${words(WORDS_PER_MINUTE - 1)} don't`)).toBe(1);
});
