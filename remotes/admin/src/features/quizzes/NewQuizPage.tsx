import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/ui';
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
