import { pathTo, type AdminLesson } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteLessonMutation } from './api/delete-lesson';

/** The lesson leaves its course; the service refuses once readers have completed it, and says to unpublish it. */
export function DeleteLesson({ lesson }: { lesson: AdminLesson }) {
  const navigate = useNavigate();
  const remove = useMutation(deleteLessonMutation());
  return (
    <ConfirmDelete
      label="Delete lesson"
      question={`Delete “${lesson.title}”? This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { courseId: lesson.courseId, lessonId: lesson.id },
          {
            onSuccess: () => {
              toast({ title: 'Lesson deleted', description: lesson.title });
              navigate(pathTo('adminCourse', { id: String(lesson.courseId) }));
            },
            onError: (error) =>
              toast({ title: 'Not deleted', description: serverMessage(error), variant: 'destructive' }),
          },
        )
      }
    />
  );
}
