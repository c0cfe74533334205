import { pathTo } from '@site/contracts';
import { searchCatalog } from '@site/service-kit';
import { splitLessonRef } from './lesson-ref.js';

/** A lesson opens inside its course page, as the course's own lesson links do. */
const lessonUrl = (ref: string) => {
  const [slug, lesson] = splitLessonRef(ref);
  return `${pathTo('course', { slug })}?lesson=${encodeURIComponent(lesson)}`;
};

/** What the learn service finds, in the order results group them, and where each is read. */
export const LEARN_SEARCH = searchCatalog(['course', 'lesson', 'quiz'], {
  course: (slug) => pathTo('course', { slug }),
  lesson: lessonUrl,
  quiz: (slug) => pathTo('quiz', { slug }),
});
