import { logoScrollStyle } from './logo-scroll';

test.each([
  [0, 1, 1],
  [60, 2, 1 - 60 / 1800],
  [600, 11, 1 - 600 / 1800],
  [900, 16, 0.5],
  [1800, 31, 0],
  [3600, 61, 0],
])('at scrollY %i the scale is %d', (scrollY, scale, opacity) => {
  const style = logoScrollStyle(scrollY);
  expect(style.scale).toBeCloseTo(scale);
  expect(style.opacity).toBeCloseTo(opacity);
});

test('elastic overscroll above the top counts as the top', () => {
  expect(logoScrollStyle(-40)).toEqual({ scale: 1, opacity: 1 });
});
