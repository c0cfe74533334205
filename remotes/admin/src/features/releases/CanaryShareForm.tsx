import { useState, type FormEvent } from 'react';
import { CANARY_PERCENT_MAX, CANARY_PERCENT_MIN, type RemoteName } from '@site/contracts';
import { Button, TextField } from '@site/ui';

interface CanaryShareFormProps {
  remote: RemoteName;
  percent: number;
  busy: boolean;
  onSave: (percent: number) => void;
}

/** The canary's share of visitors, in whole percent; what was typed stays while it is saved, and if it is refused. */
export function CanaryShareForm({ remote, percent, busy, onSave }: CanaryShareFormProps) {
  const [draft, setDraft] = useState(String(percent));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Number(draft);
    if (!Number.isInteger(next) || next < CANARY_PERCENT_MIN || next > CANARY_PERCENT_MAX) {
      setProblem(`A whole number from ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX}.`);
      return;
    }
    setProblem(null);
    onSave(next);
  };

  return (
    <form className="admin-release__share" aria-label={`Share of the ${remote} canary`} onSubmit={submit} noValidate>
      <TextField
        label="Share of visitors (%)"
        type="number"
        inputMode="numeric"
        min={CANARY_PERCENT_MIN}
        max={CANARY_PERCENT_MAX}
        step={1}
        value={draft}
        error={problem}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={busy}>
        Save share
      </Button>
    </form>
  );
}
