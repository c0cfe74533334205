import { advance, MAX_STEPS_PER_FRAME } from './fixed-step';

const count = (n: number) => n + 1;

test('advance runs as many fixed steps as the time allows and keeps the remainder', () => {
  expect(advance(0, 40, 16, count)).toEqual({ state: 2, remainder: 8, steps: 2 });
  expect(advance(0, 10, 16, count)).toEqual({ state: 0, remainder: 10, steps: 0 });
});

test('advance drops a backlog beyond the per-frame cap', () => {
  expect(advance(0, 16 * 100, 16, count)).toEqual({
    state: MAX_STEPS_PER_FRAME,
    remainder: 0,
    steps: MAX_STEPS_PER_FRAME,
  });
});
