import { ApiError } from '@site/api-client';
import type { AttemptResult, AttemptStart, QuizView, SavedAnswers } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatClock } from '../shared/format';
import { ProgressBar } from '../shared/ProgressBar';
import { isAnswered } from './answer-text';
import { saveAnswerMutation } from './api/save-answer';
import { submitAttemptMutation } from './api/submit-attempt';
import { OPTION_KEYS, QuestionView } from './QuestionView';
import { useCountdown } from './use-countdown';

interface QuizPlayerProps {
  quiz: QuizView;
  attempt: AttemptStart;
  onSubmitted: (result: AttemptResult) => void;
}

type SaveState = 'saving' | 'saved' | 'error';

/** Plays one attempt: a question at a time, each answer saved as it is chosen, then a review and submit. */
export function QuizPlayer({ quiz, attempt, onSubmitted }: QuizPlayerProps) {
  const questions = quiz.questions;
  const { mutateAsync: saveAnswer } = useMutation(saveAnswerMutation(attempt.attemptId));
  const { mutateAsync: submitAttempt } = useMutation(submitAttemptMutation(attempt.attemptId));
  const [answers, setAnswers] = useState<SavedAnswers>(attempt.answers);
  const [index, setIndex] = useState(() => {
    // Resuming: continue at the first question without an answer.
    const first = questions.findIndex((q) => !isAnswered(attempt.answers[String(q.id)]));
    return first === -1 ? 0 : first;
  });
  const [reviewing, setReviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [saveState, setSaveState] = useState<Record<string, SaveState>>({});
  const savedJson = useRef<Record<string, string>>(
    Object.fromEntries(Object.entries(attempt.answers).map(([id, value]) => [id, JSON.stringify(value)])),
  );
  const queue = useRef<Record<string, Promise<void>>>({});
  const answersRef = useRef(answers);
  const submitted = useRef(false);
  const timeUp = useRef(false);

  const submit = useCallback(
    async (auto = false) => {
      if (submitted.current) return;
      submitted.current = true;
      setSubmitting(true);
      if (!auto) await Promise.all(Object.values(queue.current));
      try {
        onSubmitted(await submitAttempt());
      } catch (error) {
        submitted.current = false;
        setSubmitting(false);
        toast({ title: 'Could not submit', description: serverMessage(error), variant: 'destructive' });
      }
    },
    [submitAttempt, onSubmitted],
  );

  const onExpire = useCallback(() => {
    timeUp.current = true;
    toast({ title: 'Time is up', description: 'Your answers have been submitted.', variant: 'warning' });
    void submit(true);
  }, [submit]);
  const remaining = useCountdown(attempt.deadline, attempt.now, onExpire);

  /** Saves the answer to a question unless the server already has it; saves of one question run in order. */
  const persist = useCallback(
    (questionId: number, value: unknown) => {
      const key = String(questionId);
      if (!isAnswered(value) || timeUp.current) return;
      const json = JSON.stringify(value);
      const run = async () => {
        if (savedJson.current[key] === json) return;
        setSaveState((s) => ({ ...s, [key]: 'saving' }));
        try {
          await saveAnswer({ questionId, answer: value });
          savedJson.current[key] = json;
          setSaveState((s) => ({ ...s, [key]: 'saved' }));
        } catch (error) {
          setSaveState((s) => ({ ...s, [key]: 'error' }));
          if (error instanceof ApiError && error.status === 409) {
            onExpire();
          } else {
            toast({ title: 'Answer not saved', description: serverMessage(error), variant: 'destructive' });
          }
        }
      };
      queue.current[key] = (queue.current[key] ?? Promise.resolve()).then(run);
    },
    [saveAnswer, onExpire],
  );

  const question = questions[index];
  const setAnswer = (value: unknown, commit = true) => {
    const next = { ...answersRef.current, [String(question.id)]: value };
    if (!isAnswered(value)) delete next[String(question.id)];
    answersRef.current = next;
    setAnswers(next);
    if (commit) persist(question.id, value);
  };
  const commitCurrent = () => {
    if (question) persist(question.id, answersRef.current[String(question.id)]);
  };
  const goTo = (next: number) => {
    commitCurrent();
    setReviewing(false);
    setConfirming(false);
    setIndex(next);
  };
  const goNext = () => {
    commitCurrent();
    if (index < questions.length - 1) setIndex(index + 1);
    else setReviewing(true);
  };

  // Keyboard answering: 1-9 or A-I pick an option, Enter goes on.
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  keyHandler.current = (event) => {
    if (submitting || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement | null;
    const tag = target?.tagName;
    const typing = tag === 'TEXTAREA' || (tag === 'INPUT' && (target as HTMLInputElement).type === 'number');
    if (event.key === 'Enter') {
      if (reviewing || tag === 'BUTTON' || tag === 'A' || tag === 'TEXTAREA') return;
      event.preventDefault();
      goNext();
      return;
    }
    if (typing || reviewing || !question) return;
    const key = event.key.toUpperCase();
    const choice = /^[1-9]$/.test(key) ? Number(key) - 1 : OPTION_KEYS.slice(0, 6).indexOf(key);
    if (choice < 0) return;
    if (question.kind === 'true-false' && choice < 2) {
      event.preventDefault();
      setAnswer(choice === 0);
    } else if (question.kind === 'single' && choice < question.options.length) {
      event.preventDefault();
      setAnswer(question.options[choice].id);
    } else if (question.kind === 'multiple' && choice < question.options.length) {
      event.preventDefault();
      const id = question.options[choice].id;
      const current = (answersRef.current[String(question.id)] as string[] | undefined) ?? [];
      setAnswer(current.includes(id) ? current.filter((other) => other !== id) : [...current, id]);
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const answeredCount = questions.filter((q) => isAnswered(answers[String(q.id)])).length;
  const unanswered = questions.map((q, i) => ({ q, i })).filter(({ q }) => !isAnswered(answers[String(q.id)]));
  const state = question ? saveState[String(question.id)] : undefined;

  return (
    <section className="learn-player" aria-label={`${quiz.title}: attempt`}>
      <div className="learn-player__bar">
        <ProgressBar
          value={reviewing ? questions.length : index + 1}
          max={questions.length}
          label="Quiz progress"
          text={
            reviewing
              ? `Review: ${answeredCount} of ${questions.length} answered`
              : `Question ${index + 1} of ${questions.length}`
          }
        />
        {remaining !== null ? (
          <p className={`learn-timer${remaining < 60 ? ' learn-timer--low' : ''}`} role="timer" aria-label="Time left">
            {formatClock(remaining)}
          </p>
        ) : null}
      </div>

      {reviewing ? (
        <div className="learn-player__review">
          <h2>Review before submitting</h2>
          <p>
            You have answered {answeredCount} of {questions.length} questions.
          </p>
          {unanswered.length > 0 ? (
            <>
              <p>Not answered yet:</p>
              <ul className="learn-unanswered">
                {unanswered.map(({ q, i }) => (
                  <li key={q.id}>
                    <button type="button" className="learn-link-button" onClick={() => goTo(i)}>
                      Question {i + 1}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Every question has an answer.</p>
          )}
          {confirming ? (
            <div className="learn-confirm" role="alertdialog" aria-labelledby="learn-confirm-text">
              <p id="learn-confirm-text">
                Submit your answers now? You cannot change them afterwards.
                {unanswered.length > 0 ? ` ${unanswered.length} unanswered will count as wrong.` : ''}
              </p>
              <div className="learn-actions">
                <Button onClick={() => void submit()} disabled={submitting} autoFocus>
                  {submitting ? 'Submitting…' : 'Yes, submit'}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={submitting}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <div className="learn-actions">
              <Button variant="secondary" onClick={() => goTo(questions.length - 1)}>
                Back to the questions
              </Button>
              <Button onClick={() => setConfirming(true)}>Submit</Button>
            </div>
          )}
        </div>
      ) : (
        <>
          <QuestionView
            key={question.id}
            question={question}
            number={index + 1}
            answer={answers[String(question.id)]}
            onAnswer={setAnswer}
            onCommit={commitCurrent}
            disabled={submitting}
          />
          <p className="learn-save-state" aria-live="polite">
            {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Answer saved' : state === 'error' ? 'Not saved' : ''}
          </p>
          <div className="learn-actions">
            <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0 || submitting}>
              Previous
            </Button>
            <Button onClick={goNext} disabled={submitting}>
              {index === questions.length - 1 ? 'Review answers' : 'Next'}
            </Button>
          </div>
          <p className="learn-player__keys">Keys: 1–9 or A–F choose, Enter goes to the next question.</p>
        </>
      )}
      {submitting && remaining !== null && remaining <= 0 ? <p role="status">Submitting your answers…</p> : null}
    </section>
  );
}
