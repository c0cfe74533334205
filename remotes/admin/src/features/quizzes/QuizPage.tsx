import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { adminQuizQuery } from './api/quiz';
import { QuizEditor } from './QuizEditor';
import './quizzes.css';

/** The editor of one saved quiz. */
export default function QuizPage() {
  const { id = '' } = useParams();
  const { data: quiz, isPending, error } = useQuery(adminQuizQuery(id));
  return (
    <article className="admin-quiz-page">
      <PageMeta {...PAGE_HEADS.adminQuiz} path={pathTo('adminQuiz', { id })} />
      <h1>{quiz ? `Edit quiz: ${quiz.title}` : 'Edit quiz'}</h1>
      {isPending ? (
        <Spinner label="Loading the quiz" />
      ) : error ? (
        <>
          <p role="alert">The quiz could not be loaded: {serverMessage(error)}</p>
          <Link to={pathTo('adminQuizzes')}>All quizzes</Link>
        </>
      ) : (
        // A fresh editor for each quiz, so a draft never carries over to another.
        <QuizEditor key={quiz.id} quiz={quiz} />
      )}
    </article>
  );
}
