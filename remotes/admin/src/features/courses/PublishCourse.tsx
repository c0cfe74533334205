import { coursePublishProblem, type AdminCourse } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { statusToggle } from '../editing/status-toggle';
import { setCourseStatusMutation } from './api/set-course-status';
import { PublishButton } from './PublishButton';

interface PublishCourseProps {
  course: AdminCourse;
  /** Saves unsaved changes first and answers the saved course, or null when they were refused. */
  saveFirst: (() => Promise<AdminCourse | null>) | null;
  busy: boolean;
}

/** Publishes the course or takes it back to a draft; a course without a published lesson says so beside the button. */
export function PublishCourse({ course, saveFirst, busy }: PublishCourseProps) {
  const hintId = useId();
  const status = useMutation(setCourseStatusMutation());
  const published = course.status === 'published';
  // The service decides (a lesson may have been published meanwhile); the hint only says what it will answer.
  const problem = published
    ? null
    : coursePublishProblem(course.lessons.filter((lesson) => lesson.status === 'published').length);

  const toggle = statusToggle<AdminCourse>({
    published,
    saveFirst,
    send: (next, callbacks) => status.mutate({ id: course.id, status: next }, callbacks),
    noun: 'Course',
    shown: 'is on the site.',
    hidden: 'is a draft again: the site no longer shows it.',
  });

  return (
    <>
      <PublishButton
        published={published}
        unsaved={saveFirst !== null}
        disabled={busy || status.isPending}
        describedBy={problem ? hintId : undefined}
        onClick={() => void toggle()}
      />
      {problem ? (
        <p id={hintId} className="admin-course-hint">
          {problem}
        </p>
      ) : null}
    </>
  );
}
