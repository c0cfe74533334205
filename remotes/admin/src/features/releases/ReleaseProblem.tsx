import { serverMessage } from '@site/shell-api';
import { FormAlert } from '@site/ui';
import { refusalReasons } from './refusal';

/** Why an action was refused: the service's message, and each check that failed when it lists them. */
export function ReleaseProblem({ error }: { error: unknown }) {
  if (!error) return null;
  const reasons = refusalReasons(error);
  return (
    <div className="admin-release__problem">
      <FormAlert message={serverMessage(error)} />
      {reasons.length > 0 ? (
        <ul aria-label="Why it was refused">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
