import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { buttonClassName, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminCoursesQuery } from './api/courses';
import { CourseTable } from './CourseTable';
import './courses.css';

/** Every course, drafts included, with its lessons and enrolled readers. */
export default function CoursesPage() {
  const { data, isPending, error } = useQuery(adminCoursesQuery());
  return (
    <article className="admin-courses-page">
      <PageMeta {...PAGE_HEADS.adminCourses} path={pathTo('adminCourses')} />
      <header className="admin-courses-page__header">
        <h1>Courses</h1>
        <Link className={buttonClassName()} to={pathTo('adminCourseNew')}>
          New course
        </Link>
      </header>
      {isPending ? (
        <Spinner label="Loading the courses" />
      ) : error ? (
        <p role="alert">The courses could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">{data.length === 1 ? '1 course.' : `${data.length} courses.`}</p>
          {data.length > 0 ? <CourseTable courses={data} /> : null}
        </>
      )}
    </article>
  );
}
