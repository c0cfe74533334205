import { Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { QuizCard } from './QuizCard';
import { standaloneQuizzesQuery } from './api/standalone-quizzes';

/** Standalone quiz cards with their loading and error states; `limit` bounds how many show. */
export function QuizCards({ limit }: { limit?: number }) {
  const { data, isPending, error } = useQuery(standaloneQuizzesQuery());
  if (isPending) {
    return (
      <ul className="learn-quiz-cards" aria-busy="true" aria-label="Loading quizzes">
        {Array.from({ length: limit ?? 3 }, (_, i) => (
          <li key={i}>
            <Skeleton height="12rem" />
          </li>
        ))}
      </ul>
    );
  }
  if (error) return <p role="alert">{error.message}</p>;
  if (data.length === 0) return <p>No quizzes are available at the moment.</p>;
  return (
    <ul className="learn-quiz-cards">
      {data.slice(0, limit).map((quiz) => (
        <QuizCard key={quiz.id} quiz={quiz} />
      ))}
    </ul>
  );
}
