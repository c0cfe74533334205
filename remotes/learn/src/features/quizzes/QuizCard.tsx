import type { StandaloneQuiz } from '@site/contracts';
import { CoverCard } from '../shared/CoverCard';
import { quizHref } from './quiz-href';
import './quiz-card.css';

export function QuizCard({ quiz }: { quiz: StandaloneQuiz }) {
  return (
    <CoverCard to={quizHref(quiz)} title={quiz.title} coverImage={quiz.coverImage} className="learn-quiz-card">
      <span className="learn-quiz-card__count">
        {quiz.questionCount} {quiz.questionCount === 1 ? 'question' : 'questions'}
      </span>
    </CoverCard>
  );
}
