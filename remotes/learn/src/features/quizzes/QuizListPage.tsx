import { PageMeta } from '@site/ui';
import { QuizCards } from './QuizCards';

export default function QuizListPage() {
  return (
    <article>
      <PageMeta
        title="Quizzes"
        description="Quizzes on physics and mathematics, and numerical and spatial reasoning tests."
        path="/quizzes"
      />
      <h1>Quizzes</h1>
      <p>Test what you know, then read why each answer is right.</p>
      <QuizCards />
    </article>
  );
}
