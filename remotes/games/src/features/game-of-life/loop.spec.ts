import { cellAtPoint, centredOrigin, generationsDue, MAX_STEPS_PER_FRAME } from './loop';

test('generationsDue runs whole generations and carries the rest of the time over', () => {
  expect(generationsDue(50, 10)).toEqual({ steps: 0, remainder: 50 });
  expect(generationsDue(250, 10)).toEqual({ steps: 2, remainder: 50 });
  expect(generationsDue(10_000, 10)).toEqual({ steps: MAX_STEPS_PER_FRAME, remainder: 0 });
});

test('cellAtPoint maps client coordinates to cells and ignores points outside', () => {
  const rect = { left: 10, top: 20, width: 128, height: 96 };
  expect(cellAtPoint(10, 20, rect, 64, 48)).toEqual({ x: 0, y: 0 });
  expect(cellAtPoint(137, 115, rect, 64, 48)).toEqual({ x: 63, y: 47 });
  expect(cellAtPoint(9, 20, rect, 64, 48)).toBeNull();
  expect(cellAtPoint(0, 0, { left: 0, top: 0, width: 0, height: 0 }, 64, 48)).toBeNull();
});

test('centredOrigin centres a pattern', () => {
  expect(centredOrigin({ width: 128, height: 96 }, { width: 3, height: 3 })).toEqual({ x: 62, y: 46 });
});
