import { serverMessage } from '@site/shell-api';
import { FormAlert } from '@site/ui';

/** Why the server refused the form, read out as soon as it shows. */
export function FormError({ error }: { error: Error | null }) {
  return <FormAlert message={error && serverMessage(error)} />;
}
