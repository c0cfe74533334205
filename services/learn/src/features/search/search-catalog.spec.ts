import { lessonRef } from './lesson-ref.js';
import { LEARN_SEARCH } from './search-catalog.js';

describe('LEARN_SEARCH', () => {
  it('finds courses, lessons and quizzes, a lesson linked inside its course page', () => {
    const { kinds, urlFor } = LEARN_SEARCH;
    expect(kinds).toEqual(['course', 'lesson', 'quiz']);
    expect(urlFor.course('physics-of-time')).toBe('/courses/physics-of-time');
    expect(urlFor.lesson(lessonRef('physics-of-time', 'what-clocks-measure'))).toBe(
      '/courses/physics-of-time?lesson=what-clocks-measure',
    );
    expect(urlFor.quiz('physics-concepts')).toBe('/quizzes/physics-concepts');
  });
});
