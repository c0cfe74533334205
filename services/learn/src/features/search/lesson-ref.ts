/** A lesson's ref: unique per kind, and both slugs its link needs. */
export const lessonRef = (courseSlug: string, lessonSlug: string) => `${courseSlug}/${lessonSlug}`;

/** The course and lesson slugs of a lesson's ref (slugs hold no slash). */
export const splitLessonRef = (ref: string): [course: string, lesson: string] => {
  const slash = ref.indexOf('/');
  return [ref.slice(0, slash), ref.slice(slash + 1)];
};
