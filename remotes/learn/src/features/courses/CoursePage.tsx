import { ApiError } from '@site/api-client';
import { PageMeta, serverMessage, toast, useCurrentUser, useNotFoundStatus, useSiteOrigin } from '@site/shell-api';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { courseLd, PAGE_HEADS, pathTo } from '@site/contracts';
import { Button, buttonClassName, Spinner } from '@site/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { breadcrumbs } from '../shared/breadcrumbs';
import { formatMinutes } from '../shared/format';
import { ProgressBar } from '../shared/ProgressBar';
import { courseQuery } from './api/course';
import { enrollMutation } from './api/enroll';
import { LessonBody } from './LessonBody';
import { lessonHref, LessonReader } from './LessonReader';
import './courses.css';

/** /courses/:slug: the course, its lessons with ticks, progress, enrolment, and the reader (?lesson=). */
export default function CoursePage({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  const lessonSlug = params.get('lesson');
  const origin = useSiteOrigin();
  const { user, isLoading: userLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  // Everyone's copy first (the server drew it); a signed-in reader's own follows, and meanwhile the course stays.
  const course = useQuery({ ...courseQuery(slug, signedIn), placeholderData: keepPreviousData });
  // Whether enrolment and progress are the reader's: not while the session or their own copy is on its way.
  const enrolmentKnown = !userLoading && !course.isPlaceholderData;

  const enrolment = useMutation(enrollMutation(slug));
  const enrol = () =>
    enrolment.mutate(undefined, {
      onSuccess: () => toast({ title: 'Enrolled', description: 'Your progress in this course is now kept.' }),
      onError: (error) =>
        toast({ title: 'Could not enrol', description: serverMessage(error), variant: 'destructive' }),
    });

  if (course.isPending) return <Spinner label="Loading the course" />;
  if (course.error) {
    return course.error instanceof ApiError && course.error.status === 404 ? (
      <CourseNotFound slug={slug} />
    ) : (
      <article className="learn-page">
        <PageMeta
          title="Course not found"
          description="This course does not exist."
          path={pathTo('course', { slug })}
        />
        <h1>The course could not be loaded</h1>
        <p role="alert">{serverMessage(course.error)}</p>
        <Link to="/courses">All courses</Link>
      </article>
    );
  }

  const data = course.data;
  const next = data.lessons.find((l) => !l.completed) ?? data.lessons[0];
  const enrolAction = !enrolmentKnown ? null : !user ? (
    <Link to="/auth" className={buttonClassName()}>
      Log in to enrol
    </Link>
  ) : (
    <Button onClick={enrol} disabled={enrolment.isPending}>
      {enrolment.isPending ? 'Enrolling…' : 'Enrol'}
    </Button>
  );

  const path = pathTo('course', { slug });
  return (
    <article className="learn-page learn-page--wide learn-course">
      <PageMeta
        title={data.title}
        description={data.summary}
        path={path}
        structuredData={[
          courseLd({
            name: data.title,
            description: data.summary,
            url: origin + path,
            workloadMinutes: data.estimatedMinutes,
          }),
          breadcrumbs(origin, [PAGE_HEADS.courses.title, pathTo('courses')], [data.title, path]),
        ]}
      />
      <header className="learn-course__header">
        <p className="learn-muted">
          <Link to="/courses">Courses</Link>
        </p>
        <h1>{data.title}</h1>
        <p className="learn-course__summary">{data.summary}</p>
        <p className="learn-muted">
          {[
            data.level,
            data.estimatedMinutes ? formatMinutes(data.estimatedMinutes) : null,
            `${data.lessonCount} ${data.lessonCount === 1 ? 'lesson' : 'lessons'}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {data.enrolled && data.progress ? (
          <ProgressBar
            value={data.progress.completed}
            max={data.progress.total}
            label="Course progress"
            text={`${data.progress.completed} of ${data.progress.total} lessons complete (${data.progress.percent}%)`}
          />
        ) : null}
        <div className="learn-actions learn-course__actions">
          {data.enrolled ? (
            next && next.slug !== lessonSlug ? (
              <Link to={lessonHref(slug, next.slug)} className={buttonClassName()}>
                {data.progress?.completed ? 'Continue' : 'Start the course'}
              </Link>
            ) : null
          ) : (
            enrolAction
          )}
          <BookmarkToggle
            kind="course"
            target={slug}
            title={data.title}
            path={`/courses/${slug}`}
            className="bookmark-toggle--inline"
            // Visitors are offered to log in to enrol right beside it already.
            hideForVisitors
          />
        </div>
      </header>

      <div className="learn-course__layout">
        <nav className="learn-course__lessons" aria-label="Lessons of this course">
          <h2>Lessons</h2>
          <ol>
            {data.lessons.map((lesson) => (
              <li key={lesson.slug} className={lesson.completed ? 'learn-course__lesson--done' : undefined}>
                <Link to={lessonHref(slug, lesson.slug)} aria-current={lesson.slug === lessonSlug ? 'page' : undefined}>
                  <span className="learn-course__tick" aria-hidden="true">
                    {lesson.completed ? '✓' : lesson.position}
                  </span>
                  <span>{lesson.title}</span>
                  {lesson.completed ? <span className="learn-visually-hidden"> (completed)</span> : null}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="learn-course__main">
          {lessonSlug ? (
            <LessonReader
              key={lessonSlug}
              course={data}
              lessonSlug={lessonSlug}
              signedIn={signedIn}
              enrolAction={enrolAction}
            />
          ) : (
            <section aria-labelledby="learn-course-about">
              <h2 id="learn-course-about">About this course</h2>
              <div className="learn-lesson__body">
                <LessonBody markdown={data.description} />
              </div>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

/** An address no course has: the page answers 404. */
function CourseNotFound({ slug }: { slug: string }) {
  useNotFoundStatus();
  return (
    <article className="learn-page">
      <PageMeta title="Course not found" description="This course does not exist." path={pathTo('course', { slug })} />
      <h1>Course not found</h1>
      <p role="alert">There is no course at this address.</p>
      <Link to="/courses">All courses</Link>
    </article>
  );
}
