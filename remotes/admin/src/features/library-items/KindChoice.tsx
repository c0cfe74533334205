import { useId } from 'react';
import './library-items.css';

interface KindChoiceProps<K extends string> {
  legend: string;
  labels: Record<K, string>;
  value: K;
  onChange: (kind: K) => void;
}

/** What an item is (a paper or lecture notes, a lecture or a reading), as radio buttons. */
export function KindChoice<K extends string>({ legend, labels, value, onChange }: KindChoiceProps<K>) {
  const name = useId();
  return (
    <fieldset className="admin-part admin-library-kind">
      <legend>{legend}</legend>
      {(Object.keys(labels) as K[]).map((kind) => (
        <label key={kind}>
          <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} />
          {labels[kind]}
        </label>
      ))}
    </fieldset>
  );
}
