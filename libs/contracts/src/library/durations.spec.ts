import { formatClock, formatLength } from './durations.js';

test('clock readings pad seconds, and minutes once there are hours', () => {
  expect(formatClock(0)).toBe('0:00');
  expect(formatClock(7.9)).toBe('0:07');
  expect(formatClock(200)).toBe('3:20');
  expect(formatClock(3723)).toBe('1:02:03');
});

test('a position that is not a number yet reads as the start', () => {
  expect(formatClock(Number.NaN)).toBe('0:00');
  expect(formatClock(-4)).toBe('0:00');
});

test('lengths for lists', () => {
  expect(formatLength(45)).toBe('45 sec');
  expect(formatLength(200)).toBe('3 min');
  expect(formatLength(3900)).toBe('1 h 5 min');
});
