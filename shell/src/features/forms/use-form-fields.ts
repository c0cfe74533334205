import { useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export interface FormFields<T> {
  values: T;
  errors: FieldErrors<T>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Checks the form; on errors focuses the first invalid field and returns null, else the values. */
  submit: (event: FormEvent<HTMLFormElement>) => T | null;
}

/**
 * Values and errors of a small form. Errors show after the first submit and then follow each
 * keystroke, so a fixed field loses its message at once.
 */
export function useFormFields<T extends { [K in keyof T]: string }>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
): FormFields<T> {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors: FieldErrors<T> = submitted ? validate(values) : {};

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>): T | null {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    const first = Object.keys(values).find((name) => found[name as keyof T]);
    if (!first) return values;
    const field = event.currentTarget.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
    return null;
  }

  return { values, errors, onChange, submit };
}
