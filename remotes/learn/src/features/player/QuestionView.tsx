import type { QuizQuestionView } from '@site/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { InlineText } from '../shared/InlineText';
import { SvgFigure } from '../shared/SvgFigure';

export const OPTION_KEYS = 'ABCDEFGHI';

interface QuestionViewProps {
  question: QuizQuestionView;
  number: number;
  answer: unknown;
  /** A new answer; `commit` false for typing that is saved later (on blur or Next). */
  onAnswer: (answer: unknown, commit?: boolean) => void;
  /** Saves a typed answer now. */
  onCommit: () => void;
  disabled?: boolean;
}

/** One question with the control its kind needs; the prompt is the group's legend. */
export function QuestionView({ question, number, answer, onAnswer, onCommit, disabled }: QuestionViewProps) {
  return (
    <fieldset className="learn-question" disabled={disabled}>
      <legend className="learn-question__prompt">
        <span className="learn-question__number">Question {number}. </span>
        <InlineText text={question.prompt} />
      </legend>
      {question.figure ? (
        <SvgFigure className="learn-question__figure" svg={question.figure} alt={`Figure for question ${number}`} />
      ) : null}
      <Control question={question} answer={answer} onAnswer={onAnswer} onCommit={onCommit} />
    </fieldset>
  );
}

function Control({ question, answer, onAnswer, onCommit }: Omit<QuestionViewProps, 'number' | 'disabled'>) {
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return <Choices question={question} answer={answer} onAnswer={onAnswer} />;
    case 'true-false':
      return (
        <ul className="learn-options">
          {[true, false].map((value, i) => (
            <li key={String(value)}>
              <label className="learn-option">
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  checked={answer === value}
                  onChange={() => onAnswer(value)}
                />
                <span className="learn-option__key" aria-hidden="true">
                  {OPTION_KEYS[i]}
                </span>
                <span>{value ? 'True' : 'False'}</span>
              </label>
            </li>
          ))}
        </ul>
      );
    case 'numeric':
      return <NumericInput question={question} answer={answer} onAnswer={onAnswer} onCommit={onCommit} />;
    case 'ordering':
      return <OrderingList question={question} answer={answer} onAnswer={onAnswer} />;
    default:
      return <p>This kind of question cannot be shown.</p>;
  }
}

function Choices({ question, answer, onAnswer }: Pick<QuestionViewProps, 'question' | 'answer' | 'onAnswer'>) {
  const multiple = question.kind === 'multiple';
  const chosen = multiple ? (Array.isArray(answer) ? (answer as string[]) : []) : [answer];
  const toggle = (id: string) =>
    chosen.includes(id) ? chosen.filter((other) => other !== id) : [...(chosen as string[]), id];
  return (
    <>
      {multiple ? <p className="learn-question__hint">Choose all that apply.</p> : null}
      <ul className={`learn-options${question.options.some((o) => o.svg) ? ' learn-options--figures' : ''}`}>
        {question.options.map((option, i) => (
          <li key={option.id}>
            <label className="learn-option">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={() => onAnswer(multiple ? toggle(option.id) : option.id)}
              />
              <span className="learn-option__key" aria-hidden="true">
                {OPTION_KEYS[i]}
              </span>
              {option.svg ? <SvgFigure className="learn-option__figure" svg={option.svg} alt="" /> : null}
              <span>
                <InlineText text={option.text} />
              </span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}

function NumericInput({ question, answer, onAnswer, onCommit }: Omit<QuestionViewProps, 'number' | 'disabled'>) {
  // The typed text is kept as typed ("0." is on its way to "0.5"); the number goes up as the answer.
  const [text, setText] = useState(typeof answer === 'number' ? String(answer) : '');
  const inputId = `question-${question.id}-value`;
  return (
    <div className="learn-numeric">
      <label htmlFor={inputId}>Your answer</label>
      <span className="learn-numeric__field">
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          step="any"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const value = event.target.value.trim() === '' ? NaN : Number(event.target.value);
            onAnswer(Number.isFinite(value) ? value : undefined, false);
          }}
          onBlur={onCommit}
        />
        {question.unit ? <span className="learn-numeric__unit">{question.unit}</span> : null}
      </span>
    </div>
  );
}

function OrderingList({ question, answer, onAnswer }: Pick<QuestionViewProps, 'question' | 'answer' | 'onAnswer'>) {
  const byId = new Map(question.options.map((option) => [option.id, option]));
  const saved = Array.isArray(answer) && answer.every((id) => byId.has(id)) ? (answer as string[]) : null;
  const order = saved ?? question.options.map((option) => option.id);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (focusIndex !== null) items.current[focusIndex]?.focus();
  }, [focusIndex, order.join()]); // eslint-disable-line react-hooks/exhaustive-deps

  const move = (from: number, to: number, keepFocus = false) => {
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id);
    onAnswer(next);
    if (keepFocus) setFocusIndex(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1), true);
    }
  };

  return (
    <>
      <p className="learn-question__hint" id={`question-${question.id}-hint`}>
        Put the items in order, first at the top. Focus an item and use the arrow keys, or the buttons.
        {saved ? null : ' The order is not saved until you move an item or keep this order.'}
      </p>
      <ol className="learn-ordering" aria-describedby={`question-${question.id}-hint`}>
        {order.map((id, i) => {
          const option = byId.get(id)!;
          return (
            <li
              key={id}
              ref={(node) => {
                items.current[i] = node;
              }}
              tabIndex={0}
              className="learn-ordering__item"
              aria-label={`${i + 1}. ${option.text}`}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              <span className="learn-ordering__position">{i + 1}.</span>
              {option.svg ? <SvgFigure className="learn-option__figure" svg={option.svg} alt="" /> : null}
              <span className="learn-ordering__text">
                <InlineText text={option.text} />
              </span>
              <span className="learn-ordering__buttons">
                <button
                  type="button"
                  className="learn-icon-button"
                  aria-label={`Move ${option.text} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="learn-icon-button"
                  aria-label={`Move ${option.text} down`}
                  disabled={i === order.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {saved ? null : (
        <button type="button" className="learn-link-button" onClick={() => onAnswer(order)}>
          Keep this order
        </button>
      )}
    </>
  );
}
