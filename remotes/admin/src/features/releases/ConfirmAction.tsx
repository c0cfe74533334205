import { useState } from 'react';
import { Button, VisuallyHidden, type ButtonVariant } from '@site/ui';

interface ConfirmActionProps {
  /** The first button: "Promote". */
  label: string;
  /** What it acts on, for a screen reader beside the label: "games" reads "Promote games". */
  target: string;
  /** What is about to happen, asked once the button is pressed. */
  question: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  onConfirm: () => void;
}

/** An action every visitor feels at once asks once more, in place, and goes ahead only on its confirming button. */
export function ConfirmAction({
  label,
  target,
  question,
  confirmLabel,
  variant = 'secondary',
  disabled,
  onConfirm,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant={variant} size="sm" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
        <VisuallyHidden> {target}</VisuallyHidden>
      </Button>
    );
  }
  return (
    <div role="group" aria-label={`${label} ${target}`} className="admin-release__confirm">
      <span>{question}</span>
      <Button
        variant={variant}
        size="sm"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  );
}
