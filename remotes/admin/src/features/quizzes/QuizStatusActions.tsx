import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pathTo, type AdminQuiz } from '@site/contracts';
import { serverMessage, useToast } from '@site/shell-api';
import { Button } from '@site/ui';
import { deleteQuizMutation } from './api/delete-quiz';
import { setQuizStatusMutation } from './api/set-quiz-status';
import { statusToggle } from '../editing/status-toggle';

interface QuizStatusActionsProps {
  quiz: AdminQuiz;
  /** Saves unsaved changes first; null when they were refused. */
  saveFirst: (() => Promise<AdminQuiz | null>) | null;
  busy: boolean;
}

/** Publish or unpublish, and delete (only a quiz nobody has attempted; the others can be unpublished). */
export function QuizStatusActions({ quiz, saveFirst, busy }: QuizStatusActionsProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const status = useMutation(setQuizStatusMutation());
  const remove = useMutation(deleteQuizMutation());
  const [confirming, setConfirming] = useState(false);
  const published = quiz.status === 'published';
  const working = busy || status.isPending || remove.isPending;

  const toggle = statusToggle<AdminQuiz>({
    published,
    saveFirst,
    send: (next, callbacks) => status.mutate({ id: quiz.id, status: next }, callbacks),
    noun: 'Quiz',
    shown: 'is on the site.',
    hidden: 'is a draft again: the site no longer shows it.',
  });

  const destroy = () =>
    remove.mutate(quiz.id, {
      onSuccess: () => {
        toast({ title: 'Quiz deleted', description: `${quiz.title} is gone.` });
        navigate(pathTo('adminQuizzes'));
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: 'Quiz not deleted', description: serverMessage(error), variant: 'destructive' });
      },
    });

  return (
    <>
      <Button variant="secondary" disabled={working} onClick={() => void toggle()}>
        {published ? 'Unpublish' : saveFirst ? 'Save and publish' : 'Publish'}
      </Button>
      {quiz.attemptCount > 0 ? (
        <p className="quiz-editor__hint">
          Readers have made {quiz.attemptCount} {quiz.attemptCount === 1 ? 'attempt' : 'attempts'}, so this quiz cannot
          be deleted{published ? '; unpublish it to hide it' : ''}.
        </p>
      ) : confirming ? (
        <div role="group" aria-label="Confirm deletion" className="quiz-editor__confirm">
          <span>Delete this quiz for good?</span>
          <Button variant="danger" disabled={working} onClick={destroy}>
            Delete
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button variant="danger" disabled={working} onClick={() => setConfirming(true)}>
          Delete quiz
        </Button>
      )}
    </>
  );
}
