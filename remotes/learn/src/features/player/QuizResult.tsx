import type { AttemptResult, QuizView } from '@site/contracts';
import { Button } from '@site/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatDuration } from '../shared/format';
import { InlineText } from '../shared/InlineText';
import { SvgFigure } from '../shared/SvgFigure';
import { answerText } from './answer-text';
import { IqSummary } from './IqSummary';
import { isIqQuiz } from './is-iq-quiz';

interface QuizResultProps {
  quiz: QuizView;
  result: AttemptResult;
  onRetry?: () => void;
}

/** The scored attempt: score, pass or fail, time, and every question with the right answer and why. */
export function QuizResult({ quiz, result, onRetry }: QuizResultProps) {
  const questions = new Map(quiz.questions.map((q) => [q.id, q]));
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus (and the view) to the result as it replaces the player.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="learn-result" aria-labelledby="learn-result-title">
      <h2 id="learn-result-title" tabIndex={-1} ref={heading}>
        Results
      </h2>
      {isIqQuiz(quiz) ? (
        <IqSummary result={result} />
      ) : (
        <dl className="learn-stats">
          <div>
            <dt>Score</dt>
            <dd>
              {result.score} / {result.maxScore}
            </dd>
          </div>
          <div>
            <dt>Percent</dt>
            <dd>{result.percent}%</dd>
          </div>
          <div>
            <dt>Result</dt>
            <dd className={result.passed ? 'learn-pass' : 'learn-fail'}>
              {result.passed ? 'Passed' : 'Not passed'}
              <span className="learn-stats__note"> (pass mark {quiz.passPercent}%)</span>
            </dd>
          </div>
          <div>
            <dt>Time taken</dt>
            <dd>{formatDuration(result.durationSeconds)}</dd>
          </div>
        </dl>
      )}
      <div className="learn-actions">
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        <Link to="/quizzes">All quizzes</Link>
        {quiz.courseSlug ? <Link to={`/courses/${quiz.courseSlug}`}>Back to the course</Link> : null}
      </div>

      <h3>Review</h3>
      <ol className="learn-review">
        {result.review.map((item, i) => {
          const question = questions.get(item.questionId) ?? {
            kind: item.kind,
            options: [],
            unit: null,
            figure: null,
          };
          return (
            <li
              key={item.questionId}
              className={`learn-review__item learn-review__item--${item.correct ? 'right' : 'wrong'}`}
            >
              <p className="learn-review__prompt">
                <span className="learn-review__mark">{item.correct ? '✓ Correct' : '✗ Incorrect'}</span>{' '}
                <span className="learn-question__number">Question {i + 1}. </span>
                <InlineText text={item.prompt} />
              </p>
              {question.figure ? (
                <SvgFigure
                  className="learn-question__figure"
                  svg={question.figure}
                  alt={`Figure for question ${i + 1}`}
                />
              ) : null}
              <dl className="learn-review__answers">
                <div>
                  <dt>Your answer</dt>
                  <dd>{answerText(question, item.yourAnswer)}</dd>
                </div>
                <div>
                  <dt>Right answer</dt>
                  <dd>{answerText(question, item.correctAnswer, item.tolerance)}</dd>
                </div>
              </dl>
              {item.explanation ? (
                <div className="learn-review__explanation">
                  {item.explanation.split(/\n\s*\n/).map((paragraph, p) => (
                    <p key={p}>
                      <InlineText text={paragraph} />
                    </p>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
