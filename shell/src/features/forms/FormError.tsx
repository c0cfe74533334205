import { serverMessage } from '@site/shell-api';
import './forms.css';

/** Why the server refused the form, read out as soon as it shows. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {serverMessage(error)}
    </p>
  );
}
