import { PageMeta } from '@site/shell-api';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { QuizEditor } from './QuizEditor';
import './quizzes.css';

export default function NewQuizPage() {
  return (
    <article className="admin-quiz-page">
      <PageMeta {...PAGE_HEADS.adminQuizNew} path={pathTo('adminQuizNew')} />
      <h1>New quiz</h1>
      <QuizEditor quiz={null} />
    </article>
  );
}
