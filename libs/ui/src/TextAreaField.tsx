import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, Omit<FieldFrameProps, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with its hint and error, drawn and wired up as `TextField` is. */
export function TextAreaField({ label, hint, error, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} {...props} />}
    </FieldFrame>
  );
}
