import type { AdminLesson } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { statusToggle } from '../editing/status-toggle';
import { setLessonStatusMutation } from './api/set-lesson-status';
import { PublishButton } from './PublishButton';

interface PublishLessonProps {
  lesson: AdminLesson;
  /** Saves unsaved changes first and answers the saved lesson, or null when they were refused. */
  saveFirst: (() => Promise<AdminLesson | null>) | null;
  busy: boolean;
}

/** Publishes the lesson (readers see it once its course is published too) or takes it back to a draft. */
export function PublishLesson({ lesson, saveFirst, busy }: PublishLessonProps) {
  const status = useMutation(setLessonStatusMutation());
  const published = lesson.status === 'published';

  const toggle = statusToggle<AdminLesson>({
    published,
    saveFirst,
    send: (next, callbacks) =>
      status.mutate({ courseId: lesson.courseId, lessonId: lesson.id, status: next }, callbacks),
    noun: 'Lesson',
    shown: 'is in its course.',
    hidden: 'is a draft again: readers no longer see it.',
  });

  return (
    <PublishButton
      published={published}
      unsaved={saveFirst !== null}
      disabled={busy || status.isPending}
      onClick={() => void toggle()}
    />
  );
}
