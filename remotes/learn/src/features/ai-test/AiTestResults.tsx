import type { AiTestPassage, AiTestResult } from '@site/contracts';
import { Button } from '@site/ui';
import { useEffect, useRef } from 'react';
import { passageParagraphs } from './passage-paragraphs';

const WHO = { human: 'the author', machine: 'a language model’s register' } as const;

interface AiTestResultsProps {
  passages: AiTestPassage[];
  result: AiTestResult;
  onRetry: () => void;
}

/** The score, then each passage with the reader's guess, the truth and the tells. */
export function AiTestResults({ passages, result, onRetry }: AiTestResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = new Map(passages.map((passage) => [passage.id, passage.text]));
  // The result replaces the passages: take focus (and the view) to its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="learn-ai-result" aria-labelledby="learn-ai-result-title">
      <h2 id="learn-ai-result-title" tabIndex={-1} ref={heading}>
        You got {result.score} of {result.total} right
      </h2>
      <ol className="learn-ai-list">
        {result.verdicts.map((verdict, index) => (
          <li key={verdict.id} className="learn-ai-passage">
            <h3 className="learn-ai-passage__legend">
              Passage {index + 1}:{' '}
              <span className={verdict.correct ? 'learn-ai-right' : 'learn-ai-wrong'}>
                {verdict.correct ? 'right' : 'wrong'}
              </span>
            </h3>
            <blockquote className="learn-ai-passage__text">
              {passageParagraphs(texts.get(verdict.id) ?? '').map((paragraph, key) => (
                <p key={key}>{paragraph}</p>
              ))}
            </blockquote>
            <p>
              You said {verdict.guess}. Written in the voice of {WHO[verdict.truth]}.
            </p>
            <p className="learn-ai-passage__why">{verdict.explanation}</p>
          </li>
        ))}
      </ol>
      <div className="learn-actions">
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </section>
  );
}
