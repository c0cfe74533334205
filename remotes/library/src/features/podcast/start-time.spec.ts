import { linkAtTime, readStartTime } from './start-time';

test('reads whole and decimal seconds', () => {
  expect(readStartTime('90', 200)).toBe(90);
  expect(readStartTime('12.5', 200)).toBe(12.5);
  expect(readStartTime('0', 200)).toBe(0);
});

test('ignores what is not a time within the episode', () => {
  expect(readStartTime(null, 200)).toBeNull();
  expect(readStartTime('soon', 200)).toBeNull();
  expect(readStartTime('-3', 200)).toBeNull();
  expect(readStartTime('1e3', 200)).toBeNull();
  expect(readStartTime('500', 200)).toBeNull();
});

test('a shared link carries whole seconds', () => {
  expect(linkAtTime('https://example.org', '/podcast/episode/first', 65.8)).toBe(
    'https://example.org/podcast/episode/first?t=65',
  );
});
