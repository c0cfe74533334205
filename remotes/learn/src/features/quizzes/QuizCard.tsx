import type { StandaloneQuiz } from '@site/contracts';
import { Link } from 'react-router-dom';
import { quizHref } from './standalone-quizzes';
import './quiz-card.css';

export function QuizCard({ quiz }: { quiz: StandaloneQuiz }) {
  return (
    <li className="learn-quiz-card">
      <Link to={quizHref(quiz)} className="learn-quiz-card__link">
        {quiz.coverImage ? (
          <img
            className="learn-quiz-card__cover"
            src={quiz.coverImage}
            alt=""
            width={320}
            height={180}
            loading="lazy"
          />
        ) : (
          <span className="learn-quiz-card__cover learn-quiz-card__cover--none" aria-hidden="true">
            {quiz.title.charAt(0)}
          </span>
        )}
        <span className="learn-quiz-card__title">{quiz.title}</span>
        <span className="learn-quiz-card__count">
          {quiz.questionCount} {quiz.questionCount === 1 ? 'question' : 'questions'}
        </span>
      </Link>
    </li>
  );
}
