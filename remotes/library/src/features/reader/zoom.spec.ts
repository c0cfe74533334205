import { fitWidthScale, zoomIn, zoomOut, zoomPercent } from './zoom';

test('steps through the zoom levels and stops at either end', () => {
  expect(zoomIn(1)).toBe(1.25);
  expect(zoomIn(1.1)).toBe(1.25);
  expect(zoomIn(3)).toBe(3);
  expect(zoomOut(1)).toBe(0.75);
  expect(zoomOut(1.1)).toBe(1);
  expect(zoomOut(0.5)).toBe(0.5);
});

test('fit width fills the space within the zoom range', () => {
  expect(fitWidthScale(918, 612)).toBe(1.5);
  expect(fitWidthScale(100, 612)).toBe(0.5);
  expect(fitWidthScale(0, 612)).toBe(1);
  expect(zoomPercent(1.4999)).toBe('150%');
});
