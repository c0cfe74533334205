import type { CourseSummary } from '@site/contracts';
import { CoverCard } from '../shared/CoverCard';
import { formatMinutes } from '../shared/format';

export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <CoverCard
      to={`/courses/${course.slug}`}
      title={course.title}
      coverImage={course.coverImage}
      className="learn-course-card"
    >
      <span className="learn-course-card__summary">{course.summary}</span>
      <span className="learn-course-card__facts">
        {[
          course.level,
          course.estimatedMinutes ? formatMinutes(course.estimatedMinutes) : null,
          `${course.lessonCount} ${course.lessonCount === 1 ? 'lesson' : 'lessons'}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </CoverCard>
  );
}
