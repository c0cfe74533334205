import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { EditedItem } from '../editing/EditedItem';
import { adminCourseQuery } from './api/course';
import { adminLessonQuery } from './api/lesson';
import { LessonEditor } from './LessonEditor';

/** /admin/courses/:id/lessons/new and /admin/courses/:id/lessons/:lessonId: the editor of a new lesson or of one. */
export default function LessonEditorPage() {
  const { id = '', lessonId } = useParams();
  // Only for the way back; the lesson is edited whether or not its course has come.
  const courseTitle = useQuery(adminCourseQuery(id)).data?.title;
  if (!lessonId) {
    return (
      <>
        <PageMeta {...PAGE_HEADS.adminLessonNew} path={pathTo('adminLessonNew', { id })} />
        <LessonEditor courseId={Number(id)} courseTitle={courseTitle} lesson={null} />
      </>
    );
  }
  return (
    <EditedItem
      query={adminLessonQuery(id, lessonId)}
      head={<PageMeta {...PAGE_HEADS.adminLesson} path={pathTo('adminLesson', { id, lessonId })} />}
      noun="lesson"
      back={{ to: pathTo('adminCourse', { id }), label: 'Back to the course' }}
    >
      {(lesson) => (
        <LessonEditor key={lesson.id} courseId={lesson.courseId} courseTitle={courseTitle} lesson={lesson} />
      )}
    </EditedItem>
  );
}
