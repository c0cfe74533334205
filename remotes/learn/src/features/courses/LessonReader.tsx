import { ApiError } from '@site/api-client';
import type { CourseDetail } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { MarkdownHtml } from '@site/markdown';
import { Button, Spinner } from '@site/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { completeLessonMutation } from './api/complete-lesson';
import { lessonQuery } from './api/lesson';

interface LessonReaderProps {
  course: CourseDetail;
  lessonSlug: string;
  /** Whether the reader is signed in: their copy of the lesson may be open where a visitor's is locked. */
  signedIn: boolean;
  /** What to offer when the lesson is for enrolled readers only. */
  enrolAction: ReactNode;
}

const lessonHref = (courseSlug: string, lessonSlug: string) =>
  `/courses/${courseSlug}?lesson=${encodeURIComponent(lessonSlug)}`;

/** One lesson of a course, with previous/next, "Mark complete" for enrolled readers and its quiz. */
export function LessonReader({ course, lessonSlug, signedIn, enrolAction }: LessonReaderProps) {
  const lesson = useQuery({ ...lessonQuery(course.slug, lessonSlug, signedIn), placeholderData: keepPreviousData });
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = lesson.data?.slug;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const complete = useMutation(completeLessonMutation(course.slug, lessonSlug));
  const markComplete = () =>
    complete.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Could not mark the lesson complete',
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });

  if (lesson.isPending) return <Spinner label="Loading the lesson" />;
  if (lesson.error) {
    const status = lesson.error instanceof ApiError ? lesson.error.status : 0;
    return (
      <section className="learn-lesson" aria-label="Lesson">
        {status === 403 ? (
          <>
            <h2>This lesson is for enrolled readers</h2>
            <p>The first lesson is open to everyone; enrol (it is free) to read the rest and keep your progress.</p>
            {enrolAction}
          </>
        ) : status === 404 ? (
          <p role="alert">There is no such lesson in this course.</p>
        ) : (
          <p role="alert">The lesson could not be loaded: {serverMessage(lesson.error)}</p>
        )}
      </section>
    );
  }

  const data = lesson.data;
  return (
    <article className="learn-lesson" aria-labelledby="learn-lesson-title">
      <p className="learn-muted">
        Lesson {data.position} of {course.lessons.length}
      </p>
      <h2 id="learn-lesson-title" ref={heading} tabIndex={-1}>
        {data.title}
      </h2>
      {/* The learn service rendered and sanitised it; lessons are the author's own, so diagrams may render. */}
      <MarkdownHtml html={data.html} trusted className="learn-lesson__body" />
      {data.quizSlug ? (
        <p className="learn-lesson__quiz">
          Check your understanding: <Link to={`/quizzes/${data.quizSlug}`}>take the lesson&apos;s quiz</Link>.
        </p>
      ) : null}
      {/* Whether the reader finished it is known once their own copy of the lesson is here. */}
      {course.enrolled && !lesson.isPlaceholderData ? (
        <div className="learn-actions">
          {data.completed ? (
            <span className="learn-done">✓ Completed</span>
          ) : (
            <Button onClick={markComplete} disabled={complete.isPending}>
              {complete.isPending ? 'Saving…' : 'Mark complete'}
            </Button>
          )}
        </div>
      ) : null}
      <nav className="learn-lesson__nav" aria-label="Lessons">
        {data.previousSlug ? (
          <Link to={lessonHref(course.slug, data.previousSlug)} rel="prev">
            ← Previous lesson
          </Link>
        ) : (
          <span />
        )}
        {data.nextSlug ? (
          <Link to={lessonHref(course.slug, data.nextSlug)} rel="next">
            Next lesson →
          </Link>
        ) : null}
      </nav>
    </article>
  );
}

export { lessonHref };
