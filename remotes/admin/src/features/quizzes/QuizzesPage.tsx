import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { buttonClassName, Spinner } from '@site/ui';
import { adminQuizzesQuery } from './api/quizzes';
import { QuizList } from './QuizList';
import './quizzes.css';

/** Every quiz, drafts included, last edited first. */
export default function QuizzesPage() {
  const { data, isPending, error } = useQuery(adminQuizzesQuery());
  return (
    <article className="admin-quizzes-page">
      <PageMeta {...PAGE_HEADS.adminQuizzes} path={pathTo('adminQuizzes')} />
      <div className="admin-quizzes-page__head">
        <h1>Quizzes</h1>
        <Link className={buttonClassName()} to={pathTo('adminQuizNew')}>
          New quiz
        </Link>
      </div>
      {isPending ? (
        <Spinner label="Loading the quizzes" />
      ) : error ? (
        <p role="alert">The quizzes could not be loaded: {serverMessage(error)}</p>
      ) : (
        <QuizList quizzes={data} />
      )}
    </article>
  );
}
