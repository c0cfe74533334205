import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/ui';
import { QuizCards } from './QuizCards';

export default function QuizListPage() {
  return (
    <article>
      <PageMeta {...PAGE_HEADS.quizzes} path={pathTo('quizzes')} />
      <h1>Quizzes</h1>
      <p>Test what you know, then read why each answer is right.</p>
      <QuizCards />
    </article>
  );
}
