import { COURSE_COVER_PATTERN, type AdminCourse, type AdminCourseInput } from '@site/contracts';
import { slugProblem } from './slug';

/** The course form as typed: numbers and empty optional fields are text until they are sent. */
export interface CourseForm {
  slug: string;
  title: string;
  summary: string;
  description: string;
  coverImage: string;
  level: string;
  estimatedMinutes: string;
  topics: string[];
}

export type CourseFormErrors = Partial<Record<'title' | 'slug' | 'coverImage' | 'estimatedMinutes', string>>;

export const EMPTY_COURSE_FORM: CourseForm = {
  slug: '',
  title: '',
  summary: '',
  description: '',
  coverImage: '',
  level: '',
  estimatedMinutes: '',
  topics: [],
};

const MINUTES_MAX = 100_000;

export function courseFormOf(course: AdminCourse): CourseForm {
  return {
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    description: course.description,
    coverImage: course.coverImage ?? '',
    level: course.level ?? '',
    estimatedMinutes: course.estimatedMinutes === null ? '' : String(course.estimatedMinutes),
    topics: course.topics,
  };
}

/** What is sent: an empty cover, level or time means none. */
export function courseInputOf(form: CourseForm): AdminCourseInput {
  const minutes = form.estimatedMinutes.trim();
  return {
    slug: form.slug,
    title: form.title.trim(),
    summary: form.summary.trim(),
    description: form.description,
    coverImage: form.coverImage.trim() || null,
    level: form.level.trim() || null,
    estimatedMinutes: minutes ? Number(minutes) : null,
    topics: form.topics,
  };
}

/** The fields the service would refuse, each with why; the service checks again. */
export function courseFormErrors(form: CourseForm): CourseFormErrors {
  const errors: CourseFormErrors = {};
  if (!form.title.trim()) errors.title = 'Give the course a title.';
  const slug = slugProblem(form.slug);
  if (slug) errors.slug = slug;
  const cover = form.coverImage.trim();
  if (cover && !COURSE_COVER_PATTERN.test(cover)) {
    errors.coverImage = 'The cover must be a path of this site (/images/…) or an https address.';
  }
  const minutes = form.estimatedMinutes.trim();
  if (minutes && !(Number.isInteger(Number(minutes)) && Number(minutes) >= 1 && Number(minutes) <= MINUTES_MAX)) {
    errors.estimatedMinutes = `The estimated time must be a whole number of minutes, from 1 to ${MINUTES_MAX}.`;
  }
  return errors;
}
