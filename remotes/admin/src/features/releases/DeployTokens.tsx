import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeployToken } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Spinner, VisuallyHidden } from '@site/ui';
import { ConfirmAction } from './ConfirmAction';
import { NewDeployTokenForm } from './NewDeployTokenForm';
import { deployTokensQuery } from './api/deploy-tokens';
import { revokeDeployTokenMutation } from './api/revoke-deploy-token';
import { formatWhen } from './release-text';

/** The tokens teams' builds release with, each scoped to one remote: listed, made and revoked. */
export function DeployTokens() {
  const { data, isPending, error } = useQuery(deployTokensQuery());
  return (
    <section className="admin-page__section" aria-labelledby="admin-deploy-tokens-heading">
      <h2 id="admin-deploy-tokens-heading">Deploy tokens</h2>
      <p className="admin-hint">
        A token lets a team’s build pre-flight, release, promote and roll back one remote, and no other.
      </p>
      {isPending ? (
        <Spinner label="Loading the deploy tokens" />
      ) : error ? (
        <p role="alert">The deploy tokens could not be loaded: {serverMessage(error)}</p>
      ) : data.length === 0 ? (
        <p>No deploy tokens yet.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="admin-table__caption">Deploy tokens in use</caption>
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Name</th>
                <th scope="col">Made by</th>
                <th scope="col">Made</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((token) => (
                <DeployTokenRow key={token.id} token={token} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewDeployTokenForm />
    </section>
  );
}

function DeployTokenRow({ token }: { token: DeployToken }) {
  const revoke = useMutation(revokeDeployTokenMutation());
  return (
    <tr>
      <td>{token.remote}</td>
      <th scope="row">{token.name}</th>
      <td>{token.createdBy}</td>
      <td>
        <time dateTime={token.createdAt}>{formatWhen(token.createdAt)}</time>
      </td>
      <td>{token.lastUsedAt ? <time dateTime={token.lastUsedAt}>{formatWhen(token.lastUsedAt)}</time> : 'Never'}</td>
      <td>
        <ConfirmAction
          label="Revoke"
          target={token.name}
          question={`Revoke “${token.name}”? A build that releases ${token.remote} with it is refused from now on.`}
          confirmLabel="Yes, revoke it"
          variant="danger"
          disabled={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(token.id, {
              onSuccess: () => toast({ title: 'Token revoked', description: token.name }),
              onError: (failure) =>
                toast({ title: 'Not revoked', description: serverMessage(failure), variant: 'destructive' }),
            })
          }
        />
      </td>
    </tr>
  );
}
