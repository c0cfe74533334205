import { Button } from '@site/ui';

interface DigitPadProps {
  digits: readonly number[];
  /** Digits above this are disabled (a Suguru region holds 1..its size). */
  maxDigit?: number;
  className: string;
  onDigit: (digit: number) => void;
  onClear: () => void;
}

/** The tappable digits and Erase of the number-placing puzzles, for touch screens. */
export function DigitPad({ digits, maxDigit = Infinity, className, onDigit, onClear }: DigitPadProps) {
  return (
    <div className={className} role="group" aria-label="Digits">
      {digits.map((d) => (
        <Button
          key={d}
          variant="secondary"
          onClick={() => onDigit(d)}
          disabled={d > maxDigit}
          aria-label={`Enter ${d}`}
        >
          {d}
        </Button>
      ))}
      <Button variant="ghost" onClick={onClear}>
        Erase
      </Button>
    </div>
  );
}
