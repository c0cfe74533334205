import type { CourseStatus } from '@site/contracts';
import './courses.css';

const STATUS_LABELS: Record<CourseStatus, string> = { draft: 'Draft', published: 'Published' };

/** A course's or a lesson's status, as the lists and editors show it. */
export function StatusBadge({ status }: { status: CourseStatus }) {
  return <span className={`admin-course-status admin-course-status--${status}`}>{STATUS_LABELS[status]}</span>;
}
