/** Completed lessons of a course for one user. `percent` is rounded to a whole number. */
export interface CourseProgress {
  completed: number;
  total: number;
  percent: number;
}

/** One card of GET /api/elearning/courses. */
export interface CourseSummary {
  slug: string;
  title: string;
  summary: string;
  coverImage: string | null;
  level: string | null;
  estimatedMinutes: number | null;
  lessonCount: number;
}

/** A lesson as listed in its course (no body). */
export interface CourseLessonItem {
  slug: string;
  title: string;
  position: number;
  quizSlug: string | null;
  /** Whether the signed-in caller completed it; false for visitors. */
  completed: boolean;
}

/** GET /api/elearning/courses/:slug. `progress` is null for visitors. */
export interface CourseDetail extends CourseSummary {
  description: string;
  lessons: CourseLessonItem[];
  enrolled: boolean;
  progress: CourseProgress | null;
}

/** GET /api/elearning/courses/:slug/lessons/:lessonSlug. */
export interface LessonContent {
  courseSlug: string;
  slug: string;
  title: string;
  position: number;
  /** Markdown. */
  body: string;
  /** `body` rendered to HTML and sanitised against the allow-list; safe to set in the page. */
  html: string;
  quizSlug: string | null;
  previousSlug: string | null;
  nextSlug: string | null;
  completed: boolean;
}

/** POST /api/elearning/courses/:slug/enroll (201 the first time, 200 with the same enrolment after). */
export interface Enrolment {
  courseSlug: string;
  enrolledAt: string;
  progress: CourseProgress;
}

/** POST /api/elearning/courses/:slug/lessons/:lessonSlug/complete. */
export interface LessonCompletion {
  courseSlug: string;
  lessonSlug: string;
  completedAt: string;
  progress: CourseProgress;
}

/** One entry of GET /api/elearning/me/courses. */
export interface MyCourse extends CourseSummary {
  enrolledAt: string;
  progress: CourseProgress;
  /** The first lesson not yet completed, or null when all are done. */
  nextLessonSlug: string | null;
}
