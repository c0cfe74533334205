import { Button } from '@site/ui';
import { useState } from 'react';
import './editing.css';

interface ConfirmDeleteProps {
  /** The first button's label: "Delete essay". */
  label: string;
  /** The question asked once it is pressed, naming what goes. */
  question: string;
  pending: boolean;
  onConfirm: () => void;
}

/** Deleting asks once more, beside the button, and goes ahead only on "Yes, delete it". */
export function ConfirmDelete({ label, question, pending, onConfirm }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm deletion" className="admin-confirm-delete">
      <span>{question}</span>
      <Button variant="danger" size="sm" disabled={pending} onClick={onConfirm}>
        Yes, delete it
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  );
}
