import { pathTo, type AdminCourseSummary } from '@site/contracts';
import { formatDate } from '@site/ui';
import { Link } from 'react-router-dom';
import { publishedLessonsText } from './counts';
import { StatusBadge } from './StatusBadge';
import '../layout/admin-table.css';

/** The courses as a table, last edited first: each title opens its editor. */
export function CourseTable({ courses }: { courses: AdminCourseSummary[] }) {
  const shown = [...courses].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="admin-table__caption">Courses, last edited first</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Status</th>
            <th scope="col">Lessons</th>
            <th scope="col">Enrolled readers</th>
            <th scope="col">Edited</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((course) => (
            <tr key={course.id}>
              <th scope="row">
                <Link to={pathTo('adminCourse', { id: String(course.id) })}>{course.title}</Link>
              </th>
              <td>
                <StatusBadge status={course.status} />
              </td>
              <td>{publishedLessonsText(course.publishedLessonCount, course.lessonCount)}</td>
              <td>{course.enrolmentCount}</td>
              <td>
                <time dateTime={course.updatedAt}>{formatDate(course.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
