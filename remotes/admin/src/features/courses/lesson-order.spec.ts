import { lessonOrderProblem } from '@site/contracts';
import { COURSE } from './fixtures';
import { inOrder, movedIds } from './lesson-order';

const ids = COURSE.lessons.map((lesson) => lesson.id);

test('a move names every lesson of the course once, in the new order', () => {
  expect(movedIds(COURSE.lessons, 0, 1)).toEqual([2, 1, 3]);
  expect(movedIds(COURSE.lessons, 2, 0)).toEqual([3, 1, 2]);
  for (const [from, to] of [
    [0, 2],
    [2, 1],
    [1, 1],
  ]) {
    expect(lessonOrderProblem(movedIds(COURSE.lessons, from, to), ids)).toBeNull();
  }
});

test('the lessons in a new order are numbered again from 1', () => {
  expect(inOrder(COURSE.lessons, [3, 1, 2]).map(({ id, position }) => [id, position])).toEqual([
    [3, 1],
    [1, 2],
    [2, 3],
  ]);
});
