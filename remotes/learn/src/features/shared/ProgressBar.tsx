import './progress-bar.css';

interface ProgressBarProps {
  value: number;
  max: number;
  /** What the bar measures, read out by screen readers. */
  label: string;
  /** The visible text, e.g. "Question 3 of 22" or "2 of 5 lessons". */
  text?: string;
}

export function ProgressBar({ value, max, label, text }: ProgressBarProps) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="learn-progress">
      {text ? <span className="learn-progress__text">{text}</span> : null}
      <div
        className="learn-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <span className="learn-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
