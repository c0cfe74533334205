import { classNames } from './class-names';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={classNames('ui-spinner', className)}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
