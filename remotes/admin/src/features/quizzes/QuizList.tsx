import { Link, useSearchParams } from 'react-router-dom';
import { pathTo, QUIZ_STATUSES, type AdminQuizSummary, type QuizStatus } from '@site/contracts';
import { Button, formatDate } from '@site/ui';
import '../layout/admin-table.css';

const FILTERS: { status: QuizStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  { status: 'published', label: 'Published' },
  { status: 'draft', label: 'Drafts' },
];

/** The quizzes as a table, with a filter by status kept in the address (`?status=draft`). */
export function QuizList({ quizzes }: { quizzes: AdminQuizSummary[] }) {
  const [params, setParams] = useSearchParams();
  const status = QUIZ_STATUSES.find((known) => known === params.get('status')) ?? null;
  const having = (wanted: QuizStatus | null) => quizzes.filter((quiz) => wanted === null || quiz.status === wanted);
  const shown = having(status);
  return (
    <>
      <div role="group" aria-label="Show quizzes" className="admin-quizzes-page__filter">
        {FILTERS.map((filter) => (
          <Button
            key={filter.label}
            variant={filter.status === status ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={filter.status === status}
            onClick={() => setParams(filter.status ? { status: filter.status } : {})}
          >
            {filter.label} ({having(filter.status).length})
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p>{status === null ? 'No quizzes yet.' : 'No quizzes with this status.'}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="admin-table__caption">Quizzes, last edited first</caption>
            <thead>
              <tr>
                <th scope="col">Quiz</th>
                <th scope="col">Status</th>
                <th scope="col">Version</th>
                <th scope="col">Questions</th>
                <th scope="col">Attempts</th>
                <th scope="col">Edited</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((quiz) => (
                <tr key={quiz.id}>
                  <th scope="row">
                    <Link to={pathTo('adminQuiz', { id: String(quiz.id) })}>{quiz.title}</Link>
                  </th>
                  <td>
                    <span className={`quiz-status quiz-status--${quiz.status}`}>
                      {quiz.status === 'published' ? 'Published' : 'Draft'}
                    </span>
                  </td>
                  <td>{quiz.version}</td>
                  <td>{quiz.questionCount}</td>
                  <td>{quiz.attemptCount}</td>
                  <td>{formatDate(quiz.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
