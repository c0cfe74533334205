import './form-parts.css';

/** Why the service refused the form, read out as soon as it shows. */
export function FormAlert({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p className="form-alert" role="alert">
      {error.message}
    </p>
  );
}
