import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, Omit<FieldFrameProps, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, wired up for screen readers. */
export function TextField({ label, hint, error, className, type = 'text', ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input type={type} {...control} {...props} />}
    </FieldFrame>
  );
}
