import type { ChangeEvent } from 'react';
import './honeypot.css';

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field no person sees or reaches (off-screen, out of the tab order, hidden from assistive
 * technology) that form-filling programs fill in; the service refuses a form that carries it.
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
