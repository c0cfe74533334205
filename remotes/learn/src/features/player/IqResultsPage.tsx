import { PageMeta, serverMessage, useCurrentUser } from '@site/shell-api';
import { formatDate, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { IqSummary } from './IqSummary';
import { attemptQuery } from './api/attempt';
import { myAttemptsQuery } from './api/my-attempts';
import './quiz-player.css';

interface IqResultsPageProps {
  slug: string;
  title: string;
}

/** /quizzes/<iq-test>/results: the caller's latest submitted attempt at the test, read from the server. */
export default function IqResultsPage({ slug, title }: IqResultsPageProps) {
  const path = `/quizzes/${slug}/results`;
  const { user, isLoading } = useCurrentUser();
  const attempts = useQuery({ ...myAttemptsQuery(), enabled: Boolean(user) });
  // Newest first: the first submitted one is the latest.
  const latest = attempts.data?.find((a) => a.quizSlug === slug && a.status === 'submitted');
  const detail = useQuery({ ...attemptQuery(latest?.attemptId ?? 0), enabled: Boolean(latest) });

  const body = () => {
    if (isLoading || (user && attempts.isPending) || (latest && detail.isPending)) {
      return <Spinner label="Loading your result" />;
    }
    if (!user) {
      return (
        <p className="learn-login-hint">
          <Link to="/auth">Log in</Link> to see your results: they are kept with your account.
        </p>
      );
    }
    const error = attempts.error ?? detail.error;
    if (error) return <p role="alert">Your result could not be loaded: {serverMessage(error)}</p>;
    const result = detail.data?.result;
    if (!latest || !result) {
      return (
        <p>
          You have not finished the {title} yet. <Link to={`/quizzes/${slug}`}>Take the test</Link>.
        </p>
      );
    }
    return (
      <>
        <p className="learn-muted">Taken on {formatDate(result.submittedAt, 'long')}.</p>
        <IqSummary result={result} />
        <div className="learn-actions">
          <Link to={`/quizzes/${slug}`}>Take the test again</Link>
          <Link to="/quizzes">All quizzes and tests</Link>
        </div>
      </>
    );
  };

  return (
    <article className="learn-page">
      <PageMeta
        title={`${title}: your results`}
        description={`Your latest ${title} result: raw score, time, percentile and score band.`}
        path={path}
        // The visitor's own results: nothing here for robots.
        noIndex
      />
      <h1>{title}: your results</h1>
      {body()}
    </article>
  );
}
