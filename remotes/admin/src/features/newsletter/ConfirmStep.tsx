import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@site/ui';

interface ConfirmStepProps {
  /** The first button. */
  label: string;
  /** What is about to happen, asked before it does. */
  question: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  pending?: boolean;
  onConfirm: () => void;
}

/** A button that asks once more, in place, before an action that cannot be undone. */
export function ConfirmStep({
  label,
  question,
  confirmLabel,
  variant = 'primary',
  disabled,
  pending,
  onConfirm,
}: ConfirmStepProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant={variant} disabled={disabled || pending} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={label} className="admin-newsletter__confirm">
      <p>{question}</p>
      <Button
        variant={variant}
        disabled={pending}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  );
}
