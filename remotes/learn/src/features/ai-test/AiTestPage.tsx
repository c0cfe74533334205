import { PAGE_HEADS, pathTo, type AiTestGuess } from '@site/contracts';
import { PageMeta, serverMessage, useSiteOrigin } from '@site/shell-api';
import { Button, Spinner } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { breadcrumbs } from '../shared/breadcrumbs';
import { aiTestPassagesQuery } from './api/ai-test-passages';
import { submitAiTestMutation } from './api/submit-ai-test';
import { AiTestResults } from './AiTestResults';
import { PassageChoice } from './PassageChoice';
import './ai-test.css';

const { title, description } = PAGE_HEADS.aiTest;

/** /ai-test: "Human or machine?", every passage with its choice, scored on the server once all are answered. */
export default function AiTestPage() {
  const client = useQueryClient();
  const origin = useSiteOrigin();
  const passages = useQuery(aiTestPassagesQuery());
  const submit = useMutation(submitAiTestMutation());
  const [guesses, setGuesses] = useState<Record<string, AiTestGuess>>({});

  const list = passages.data ?? [];
  const answered = list.filter((passage) => guesses[passage.id] !== undefined).length;
  const complete = list.length > 0 && answered === list.length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) submit.mutate(list.map(({ id }) => ({ id, guess: guesses[id] })));
  };
  const tryAgain = () => {
    setGuesses({});
    submit.reset();
    void client.resetQueries({ queryKey: aiTestPassagesQuery().queryKey });
  };

  return (
    <article className="learn-page learn-ai">
      <PageMeta
        title={title}
        description={description}
        path={pathTo('aiTest')}
        structuredData={breadcrumbs(origin, [title, pathTo('aiTest')])}
      />
      <h1>{title}</h1>
      <p>
        Twelve short passages on the subjects this site writes about. Some were written in the author’s own voice; the
        others in the voice a language model tends to fall into when asked to write about the same things. Read each
        one, say which you think it is, and when every passage has an answer, see how you did and what gives each one
        away.
      </p>
      <details className="learn-ai__how">
        <summary>How the passages were made</summary>
        <p>
          All twelve were written for this page, on purpose, six and six. The human ones imitate the essays and journal
          here: particular people and places, a changed mind, a joke at the writer’s expense. The machine ones were
          written deliberately in the register language models are known for: hedges, lists of three, stock openings
          such as “In today’s fast-paced world”, and an uplifting last line. None of them is a real chatbot transcript,
          and none was taken from anywhere else.
        </p>
        <p>
          So this is a test of register, not of provenance: it trains the ear for habits of style. Real machine text can
          avoid every one of these tells, and people write like this too. The answers stay on the server until you send
          yours, so they cannot be read from the page.
        </p>
      </details>

      {submit.data ? (
        <AiTestResults passages={list} result={submit.data} onRetry={tryAgain} />
      ) : passages.isPending ? (
        <Spinner label="Loading the passages" />
      ) : passages.isError ? (
        <div role="alert" className="learn-ai__error">
          <p>{passages.error.message}</p>
          <Button variant="secondary" onClick={() => void passages.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} aria-label="Human or machine?">
          <ol className="learn-ai-list">
            {list.map((passage, index) => (
              <PassageChoice
                key={passage.id}
                passage={passage}
                number={index + 1}
                guess={guesses[passage.id]}
                onGuess={(guess) => setGuesses((previous) => ({ ...previous, [passage.id]: guess }))}
              />
            ))}
          </ol>
          <div className="learn-actions learn-ai__submit">
            <p aria-live="polite" className="learn-ai__count">
              {answered} of {list.length} answered
            </p>
            <Button type="submit" disabled={!complete || submit.isPending}>
              {submit.isPending ? 'Scoring…' : 'See my score'}
            </Button>
          </div>
          {submit.isError ? (
            <p role="alert" className="learn-ai-wrong">
              {serverMessage(submit.error)}
            </p>
          ) : null}
        </form>
      )}
    </article>
  );
}
