import { useCurrentUser } from '@site/shell-api';
import { formatDate, Skeleton, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { myCoursesQuery } from '../courses/api/my-courses';
import { lessonHref } from '../courses/LessonReader';
import { myAttemptsQuery } from '../player/api/my-attempts';
import { ProgressBar } from '../shared/ProgressBar';
import './my-learning.css';

export const RECENT_RESULTS = 5;

/** The dashboard's "My learning": enrolled courses with progress, and recent quiz results. */
export function MyLearningWidget() {
  const { user, isLoading } = useCurrentUser();
  return (
    <section className="learn-my" aria-labelledby="learn-my-title">
      <h2 id="learn-my-title">My learning</h2>
      {isLoading ? (
        <Spinner label="Loading" />
      ) : user ? (
        <div className="learn-my__columns">
          <MyCourses />
          <RecentResults />
        </div>
      ) : (
        <p>
          <Link to="/auth">Log in</Link> to see your courses and quiz results.
        </p>
      )}
    </section>
  );
}

function MyCourses() {
  const { data, isPending, error } = useQuery(myCoursesQuery());
  return (
    <div className="learn-my__block">
      <h3>Courses</h3>
      {isPending ? (
        <Skeleton height="6rem" />
      ) : error ? (
        <p role="alert">Your courses could not be loaded.</p>
      ) : data.length === 0 ? (
        <p>
          You are not enrolled in any course yet. <Link to="/courses">Browse the courses</Link>.
        </p>
      ) : (
        <ul className="learn-my__list">
          {data.map((course) => (
            <li key={course.slug} className="learn-my__course">
              <Link to={`/courses/${course.slug}`} className="learn-my__title">
                {course.title}
              </Link>
              <ProgressBar
                value={course.progress.completed}
                max={course.progress.total}
                label={`${course.title} progress`}
                text={`${course.progress.completed} of ${course.progress.total} lessons (${course.progress.percent}%)`}
              />
              {course.nextLessonSlug ? (
                <Link
                  to={lessonHref(course.slug, course.nextLessonSlug)}
                  aria-label={`Continue ${course.title}`}
                  className="learn-my__continue"
                >
                  Continue
                </Link>
              ) : (
                <span className="learn-done">✓ Completed</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RecentResults() {
  const { data, isPending, error } = useQuery(myAttemptsQuery());
  const results = data?.filter((a) => a.status === 'submitted').slice(0, RECENT_RESULTS) ?? [];
  return (
    <div className="learn-my__block">
      <h3>Recent quiz results</h3>
      {isPending ? (
        <Skeleton height="6rem" />
      ) : error ? (
        <p role="alert">Your quiz results could not be loaded.</p>
      ) : results.length === 0 ? (
        <p>
          No quiz results yet. <Link to="/quizzes">Try a quiz</Link>.
        </p>
      ) : (
        <ul className="learn-my__list">
          {results.map((attempt) => (
            <li key={attempt.attemptId} className="learn-my__result">
              <Link
                to={
                  attempt.quizSlug === 'spatial-iq-test'
                    ? '/quizzes/spatial-iq-test/results'
                    : `/quizzes/${attempt.quizSlug}`
                }
                className="learn-my__title"
              >
                {attempt.quizTitle}
              </Link>
              <span>
                {attempt.score} / {attempt.maxScore}
                {attempt.percent !== null ? ` (${attempt.percent}%)` : ''}
              </span>
              {attempt.submittedAt ? (
                <time className="learn-muted" dateTime={attempt.submittedAt}>
                  {formatDate(attempt.submittedAt)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
