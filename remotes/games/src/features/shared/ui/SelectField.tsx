export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/** A labelled select, used for levels, sizes and puzzles. */
export function SelectField<V extends string>({ label, value, options, onChange }: SelectFieldProps<V>) {
  return (
    <label className="games-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
