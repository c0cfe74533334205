import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { useParams } from 'react-router-dom';
import { EditedItem } from '../editing/EditedItem';
import { adminCourseQuery } from './api/course';
import { CourseEditor } from './CourseEditor';
import { CourseLessons } from './CourseLessons';
import './courses.css';

/** /admin/courses/new and /admin/courses/:id: the course's editor and, once it is saved, its lessons in order. */
export default function CourseEditorPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageMeta {...PAGE_HEADS.adminCourseNew} path={pathTo('adminCourseNew')} />
        <CourseEditor course={null} />
      </>
    );
  }
  return (
    <EditedItem
      query={adminCourseQuery(id)}
      head={<PageMeta {...PAGE_HEADS.adminCourse} path={pathTo('adminCourse', { id })} />}
      noun="course"
      back={{ to: pathTo('adminCourses'), label: 'All courses' }}
    >
      {(course) => (
        <div className="admin-course-page">
          <CourseEditor key={course.id} course={course} />
          <CourseLessons course={course} />
        </div>
      )}
    </EditedItem>
  );
}
