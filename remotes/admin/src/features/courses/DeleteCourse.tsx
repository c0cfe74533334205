import { pathTo, type AdminCourse } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteCourseMutation } from './api/delete-course';

/** The course goes with its lessons; the service refuses while readers are enrolled, and says to unpublish it. */
export function DeleteCourse({ course }: { course: AdminCourse }) {
  const navigate = useNavigate();
  const remove = useMutation(deleteCourseMutation());
  return (
    <ConfirmDelete
      label="Delete course"
      question={`Delete “${course.title}” and its lessons? This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(course.id, {
          onSuccess: () => {
            toast({ title: 'Course deleted', description: course.title });
            navigate(pathTo('adminCourses'));
          },
          onError: (error) =>
            toast({ title: 'Not deleted', description: serverMessage(error), variant: 'destructive' }),
        })
      }
    />
  );
}
