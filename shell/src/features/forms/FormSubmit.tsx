import { Button } from '@site/ui';
import { FormError } from './FormError';

interface FormSubmitProps {
  /** The mutation the form sends. */
  sending: { error: Error | null; isPending: boolean };
  label: string;
  /** Shown, and the button disabled, while the form is being sent. */
  busyLabel: string;
  className?: string;
}

/** The end of a form: why the server refused it, if it did, and the submit button. */
export function FormSubmit({ sending, label, busyLabel, className }: FormSubmitProps) {
  return (
    <>
      <FormError error={sending.error} />
      <Button type="submit" className={className} disabled={sending.isPending}>
        {sending.isPending ? busyLabel : label}
      </Button>
    </>
  );
}
