import { activeLineIndex } from './transcript-position';

const line = (startSeconds: number, endSeconds: number) => ({ startSeconds, endSeconds, speaker: null, text: '' });

test('the active line is the last one that has begun, through any pause after it', () => {
  const lines = [line(0.5, 4), line(4.2, 9), line(10, 14)];
  expect(activeLineIndex(lines, 0)).toBe(-1);
  expect(activeLineIndex(lines, 0.5)).toBe(0);
  expect(activeLineIndex(lines, 9.5)).toBe(1);
  expect(activeLineIndex(lines, 60)).toBe(2);
});
