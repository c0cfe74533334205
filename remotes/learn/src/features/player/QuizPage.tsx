import { ApiError } from '@site/api-client';
import { PAGE_HEADS, pathTo, quizLd, type AttemptResult, type AttemptStart } from '@site/contracts';
import { PageMeta, serverMessage, toast, useCurrentUser, useNotFoundStatus, useSiteOrigin } from '@site/shell-api';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { Button, Spinner } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { breadcrumbs } from '../shared/breadcrumbs';
import { formatDuration } from '../shared/format';
import { InlineText } from '../shared/InlineText';
import { myAttemptsQuery } from './api/my-attempts';
import { quizQuery } from './api/quiz';
import { startAttemptMutation } from './api/start-attempt';
import { QuizPlayer } from './QuizPlayer';
import { QuizResult } from './QuizResult';
import './quiz-player.css';

/** Quizzes whose result has a page of its own in the site's routes. */
const RESULT_PAGES: Record<string, string> = { 'spatial-iq-test': '/quizzes/spatial-iq-test/results' };

/** /quizzes/:slug (slug or id): the intro, the player, then the result with its review. */
export default function QuizPage({ slug }: { slug: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const { user, isLoading: userLoading } = useCurrentUser();
  const quiz = useQuery(quizQuery(slug));
  const attempts = useQuery({ ...myAttemptsQuery(), enabled: Boolean(user) });
  const [attempt, setAttempt] = useState<AttemptStart | null>(null);
  const [result, setResult] = useState<AttemptResult | null>(null);

  const start = useMutation(startAttemptMutation(slug));
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (started) => {
        setResult(null);
        setAttempt(started);
      },
      onError: (error) =>
        toast({ title: 'Could not start', description: serverMessage(error), variant: 'destructive' }),
    });
  const onSubmitted = useCallback(
    (scored: AttemptResult) => {
      setAttempt(null);
      setResult(scored);
      const resultPage = RESULT_PAGES[slug];
      if (resultPage) navigate(resultPage);
    },
    [navigate, slug],
  );

  if (quiz.isPending) return <Spinner label="Loading the quiz" />;
  if (quiz.error) {
    return quiz.error instanceof ApiError && quiz.error.status === 404 ? (
      <QuizNotFound path={pathname} />
    ) : (
      <article className="learn-page">
        <PageMeta title="Quiz not found" description="This quiz does not exist." path={pathname} />
        <h1>The quiz could not be loaded</h1>
        <p role="alert">{serverMessage(quiz.error)}</p>
        <Link to="/quizzes">All quizzes</Link>
      </article>
    );
  }

  const data = quiz.data;
  const open = attempts.data?.find((a) => a.status === 'open' && a.quizSlug === data.slug);
  const meta = (
    <PageMeta
      title={data.title}
      description={data.description.slice(0, 160)}
      path={pathname}
      structuredData={[
        quizLd({
          name: data.title,
          description: data.description,
          url: origin + pathname,
          about: data.category,
          numberOfQuestions: data.questionCount,
        }),
        breadcrumbs(origin, [PAGE_HEADS.quizzes.title, pathTo('quizzes')], [data.title, pathname]),
      ]}
    />
  );

  if (attempt) {
    return (
      <article className="learn-page learn-quiz">
        {meta}
        <h1>{data.title}</h1>
        <QuizPlayer quiz={data} attempt={attempt} onSubmitted={onSubmitted} />
      </article>
    );
  }
  if (result) {
    return (
      <article className="learn-page learn-quiz">
        {meta}
        <h1>{data.title}</h1>
        <QuizResult quiz={data} result={result} onRetry={begin} />
      </article>
    );
  }

  return (
    <article className="learn-page learn-quiz">
      {meta}
      <h1>{data.title}</h1>
      <div className="learn-quiz__intro">
        {data.description.split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i}>
            <InlineText text={paragraph} />
          </p>
        ))}
        <ul className="learn-facts">
          <li>
            {data.questionCount} {data.questionCount === 1 ? 'question' : 'questions'}
          </li>
          <li>{data.timeLimitSeconds ? `Time limit: ${formatDuration(data.timeLimitSeconds)}` : 'No time limit'}</li>
          <li>Pass mark: {data.passPercent}%</li>
        </ul>
        {data.timeLimitSeconds ? (
          <p>
            The clock starts when you press Start and keeps running if you leave; at zero your answers are submitted.
          </p>
        ) : null}
        <p>Your attempts and answers are kept on the server, so you can continue where you left off.</p>
      </div>
      <div data-personal="">
        {userLoading ? (
          <Spinner label="Checking your session" />
        ) : user ? (
          <div className="learn-actions">
            <Button onClick={begin} disabled={start.isPending}>
              {start.isPending ? 'Starting…' : open ? 'Resume' : 'Start'}
            </Button>
            <BookmarkToggle
              kind="quiz"
              target={data.slug}
              title={data.title}
              path={`/quizzes/${data.slug}`}
              className="bookmark-toggle--inline"
            />
            {open ? <span className="learn-muted">You have an attempt in progress; your answers are kept.</span> : null}
          </div>
        ) : (
          <p className="learn-login-hint">
            <Link to="/auth">Log in or register</Link> to take this quiz.
          </p>
        )}
      </div>
    </article>
  );
}

/** An address no quiz has: the page answers 404. */
function QuizNotFound({ path }: { path: string }) {
  useNotFoundStatus();
  return (
    <article className="learn-page">
      <PageMeta title="Quiz not found" description="This quiz does not exist." path={path} />
      <h1>Quiz not found</h1>
      <p role="alert">There is no quiz at this address.</p>
      <Link to="/quizzes">All quizzes</Link>
    </article>
  );
}
