import type { AttemptResult } from '@site/contracts';
import { formatDuration } from '../shared/format';

export const NOT_CLINICAL = 'This is not a clinical IQ assessment.';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** An IQ test's result: raw score, time, percentile and band on the seeded norms, and what they mean. */
export function IqSummary({ result }: { result: AttemptResult }) {
  return (
    <section className="learn-iq" aria-labelledby="learn-iq-title">
      <h2 id="learn-iq-title">Your result</h2>
      <dl className="learn-stats">
        <div>
          <dt>Raw score</dt>
          <dd>
            {result.score} / {result.maxScore}
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatDuration(result.durationSeconds)}</dd>
        </div>
        {result.percentile !== undefined ? (
          <div>
            <dt>Percentile</dt>
            <dd>{ordinal(result.percentile)}</dd>
          </div>
        ) : null}
        {result.band ? (
          <div>
            <dt>Score band</dt>
            <dd>{result.band}</dd>
          </div>
        ) : null}
      </dl>
      {result.percentile !== undefined ? (
        <p>You scored as well as or better than about {result.percentile}% of the people the norms describe.</p>
      ) : null}
      {result.normStatement ? <p className="learn-iq__norms">{result.normStatement}</p> : null}
      <p className="learn-iq__notice">
        <strong>{NOT_CLINICAL}</strong> It is a puzzle test for your own interest, not a diagnosis or a measure of
        anyone&apos;s worth.
      </p>
    </section>
  );
}
