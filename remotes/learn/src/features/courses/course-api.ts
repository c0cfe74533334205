import { apiRequest } from '@site/api-client';
import type {
  CourseDetail,
  CourseSummary,
  Enrolment,
  LessonCompletion,
  LessonContent,
  MyCourse,
} from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

const BASE = '/api/elearning';
const segment = encodeURIComponent;

export const COURSES_KEY = [`${BASE}/courses`] as const;
export const MY_COURSES_KEY = [`${BASE}/me/courses`] as const;

export const coursesQuery = () =>
  queryOptions({
    queryKey: COURSES_KEY,
    queryFn: ({ signal }) => apiRequest<CourseSummary[]>('GET', `${BASE}/courses`, undefined, { signal }),
  });

export const courseQuery = (slug: string) =>
  queryOptions({
    queryKey: [...COURSES_KEY, slug],
    queryFn: ({ signal }) => apiRequest<CourseDetail>('GET', `${BASE}/courses/${segment(slug)}`, undefined, { signal }),
  });

export const lessonQuery = (slug: string, lessonSlug: string) =>
  queryOptions({
    queryKey: [...COURSES_KEY, slug, 'lessons', lessonSlug],
    queryFn: ({ signal }) =>
      apiRequest<LessonContent>('GET', `${BASE}/courses/${segment(slug)}/lessons/${segment(lessonSlug)}`, undefined, {
        signal,
      }),
  });

export const myCoursesQuery = () =>
  queryOptions({
    queryKey: MY_COURSES_KEY,
    queryFn: ({ signal }) => apiRequest<MyCourse[]>('GET', `${BASE}/me/courses`, undefined, { signal }),
  });

export const enrol = (slug: string) => apiRequest<Enrolment>('POST', `${BASE}/courses/${segment(slug)}/enroll`);

export const completeLesson = (slug: string, lessonSlug: string) =>
  apiRequest<LessonCompletion>('POST', `${BASE}/courses/${segment(slug)}/lessons/${segment(lessonSlug)}/complete`);
