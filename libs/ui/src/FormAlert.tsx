/** Why a form was refused, read out as soon as it shows; nothing while there is no message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="ui-form-alert" role="alert">
      {message}
    </p>
  );
}
