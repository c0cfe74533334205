import type { CourseSummary } from '@site/contracts';
import { Link } from 'react-router-dom';
import { formatMinutes } from '../shared/format';

export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <li className="learn-course-card">
      <Link to={`/courses/${course.slug}`} className="learn-course-card__link">
        {course.coverImage ? (
          <img
            className="learn-course-card__cover"
            src={course.coverImage}
            alt=""
            width={320}
            height={180}
            loading="lazy"
          />
        ) : (
          <span className="learn-course-card__cover learn-course-card__cover--none" aria-hidden="true">
            {course.title.charAt(0)}
          </span>
        )}
        <span className="learn-course-card__title">{course.title}</span>
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
      </Link>
    </li>
  );
}
