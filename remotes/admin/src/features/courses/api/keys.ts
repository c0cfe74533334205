/** Every cached answer of the course screens starts with this key, so a change can refresh them all. */
export const ADMIN_COURSES_KEY = ['admin', 'courses'] as const;
export const adminCourseListKey = [...ADMIN_COURSES_KEY, 'list'] as const;
export const adminCourseKey = (id: number | string) => [...ADMIN_COURSES_KEY, 'course', String(id)] as const;
// Beside the course's key, not under it: refreshing the course's lesson list must not refetch the lesson being typed.
export const adminLessonKey = (courseId: number | string, lessonId: number | string) =>
  [...ADMIN_COURSES_KEY, 'lesson', String(courseId), String(lessonId)] as const;
