import { TextField, type TextFieldProps } from '@site/ui';
import type { FormFields } from './use-form-fields';

export interface FormFieldProps<T> extends Omit<TextFieldProps, 'form' | 'name' | 'value' | 'onChange' | 'error'> {
  form: FormFields<T>;
  name: keyof T & string;
}

/** A labelled field of a form made with useFormFields, which holds its value and its error. */
export function FormField<T extends { [K in keyof T]: string }>({ form, name, ...props }: FormFieldProps<T>) {
  return (
    <TextField {...props} name={name} value={form.values[name]} onChange={form.onChange} error={form.errors[name]} />
  );
}
